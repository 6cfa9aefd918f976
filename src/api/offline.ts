/**
 * Constants of the offline data layer (ARCHITECTURE §5, decision 011), shared by the page, the service worker
 * and the server.
 */

/** Header of an idempotent write. Keys are opaque to the server: 1–255 visible ASCII characters. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/
/** A stored response is replayed for this long. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000
/** A "running" record older than this belongs to a process that died; the key may then run again. */
export const IDEMPOTENCY_STALE_RUNNING_MS = 60_000

/**
 * Version of the shape of persisted client data (query cache, outbox). Bump it when a persisted shape changes
 * incompatibly: the persisted query cache is then dropped (its `buster`). Not the build hash: a deploy that
 * does not change data shapes keeps everyone's offline data.
 */
export const DATA_SCHEMA_VERSION = 1
/** Persisted queries and their cache entries live this long (14 days). */
export const PERSISTED_CACHE_MAX_AGE_MS = 14 * 24 * 60 * 60_000
