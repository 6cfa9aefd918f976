/**
 * "Run this unless someone already is" across every context of the origin. A drain that finds the lock held
 * returns at once: the holder sends everything due, and the page asks again shortly after (outbox-runtime).
 */

/** Runs `work` under the named lock and resolves to its result, or to null when the lock was held. */
export type OutboxLock = <T>(name: string, work: () => Promise<T>) => Promise<T | null>

/** The part of the Web Locks API used here. */
export type LockManagerLike = {
  request: <T>(
    name: string,
    options: { ifAvailable: true },
    callback: (lock: unknown) => Promise<T | null>,
  ) => Promise<T | null>
}

/** Names held by this context when there is no Web Locks API (it then cannot exclude other contexts). */
const held = new Set<string>()

function inProcessLock<T>(name: string, work: () => Promise<T>): Promise<T | null> {
  if (held.has(name)) return Promise.resolve(null)
  held.add(name)
  return work().finally(() => held.delete(name))
}

/**
 * Web Locks (`navigator.locks`, in tabs and service workers, Safari ≥ 15.4) when present, so a tab and the
 * service worker never drain at once; otherwise a mutex for this context only.
 */
export function createOutboxLock(locks: LockManagerLike | undefined = defaultLockManager()): OutboxLock {
  if (!locks) return inProcessLock
  return (name, work) =>
    locks.request(name, { ifAvailable: true }, (lock) => (lock ? work() : Promise.resolve(null)))
}

function defaultLockManager(): LockManagerLike | undefined {
  const nav = (globalThis as { navigator?: { locks?: unknown } }).navigator
  return (nav?.locks as LockManagerLike | undefined) ?? undefined
}
