/** How search boxes behave: they wait 300 ms after the last key, and search only from 2 characters on. */
export const SEARCH_DEBOUNCE_MS = 300
export const SEARCH_MIN_QUERY_LENGTH = 2
