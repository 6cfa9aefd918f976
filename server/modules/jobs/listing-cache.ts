import type { JobRecord } from './job-dto'

/**
 * A short-lived cache of job search results (the page's records and the total) per normalised query, in
 * this process. Counting tens of thousands of listed jobs for every listing request is what limits
 * throughput; a result may be up to TTL old (another process's writes, views, expiries), and this
 * process's own job writes clear it at once. Viewer-specific fields (isSaved, permissions) are computed per
 * request on top, so the entries are the same for everyone.
 */
export const LISTING_CACHE_TTL_MS = 10_000
const MAX_ENTRIES = 500

type Entry = { expiresAt: number; total: number; records: JobRecord[] }

const entries = new Map<string, Entry>()
/** Loads under way, per key: concurrent misses of one query share one database round trip (no stampede). */
const inFlight = new Map<string, Promise<Omit<Entry, 'expiresAt'>>>()
/** Bumped by every invalidation: a load that started before one is neither stored nor shared afterwards. */
let generation = 0

export function cachedListing(key: string, nowMs = Date.now()): Omit<Entry, 'expiresAt'> | undefined {
  const entry = entries.get(key)
  if (!entry) return undefined
  if (entry.expiresAt <= nowMs) {
    entries.delete(key)
    return undefined
  }
  return entry
}

export function storeListing(key: string, total: number, records: JobRecord[], nowMs = Date.now()): void {
  // Oldest first in a Map: drop the oldest entry when full.
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
  entries.set(key, { expiresAt: nowMs + LISTING_CACHE_TTL_MS, total, records })
}

/**
 * The cached result of `key`, or `load()`'s — run once for all callers asking while it is under way. When an
 * entry expires under load, the waiting requests then cost one query instead of one each.
 */
export async function loadListing(
  key: string,
  load: () => Promise<{ total: number; records: JobRecord[] }>,
): Promise<{ total: number; records: JobRecord[] }> {
  const cached = cachedListing(key)
  if (cached) return cached
  const pending = inFlight.get(key)
  if (pending) return pending
  const started = generation
  const promise = load()
    .then((result) => {
      if (started === generation) storeListing(key, result.total, result.records)
      return result
    })
    .finally(() => {
      if (inFlight.get(key) === promise) inFlight.delete(key)
    })
  inFlight.set(key, promise)
  return promise
}

/** Called by every job write in this process (and available to the companies service). */
export function invalidateJobListings(): void {
  generation++
  entries.clear()
  inFlight.clear()
}
