/** Fetched data counts as fresh for 5 minutes, and unused data is dropped from memory after 10. */
export const QUERY_STALE_MS = 5 * 60_000
export const QUERY_GC_MS = 10 * 60_000
