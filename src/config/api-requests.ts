/**
 * How the client waits for and retries its API calls: a call gives up after 30 s, and a transient failure is
 * tried again up to 3 times.
 */
export const API_TIMEOUT_MS = 30_000
export const API_MAX_RETRIES = 3
/** The first retry waits about 1 s, each next one twice as long, never more than 10 s. */
export const API_BACKOFF_BASE_MS = 1_000
export const API_BACKOFF_CAP_MS = 10_000
