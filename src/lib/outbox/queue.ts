import { postOutboxMessage } from './broadcast'
import { ENTITY_INDEX, ENTRIES_STORE, META_STORE, promisify, SEQ_INDEX, transact } from './db'
import type { OutboxEntry, OutboxWrite } from './types'

/**
 * The queue (decision 011). A write is stored here before any network call and stays until the server
 * accepted it, refused it for good and the user discarded it, or the user signed out: nothing expires.
 */

/** A random UUID: the entry's id and Idempotency-Key. */
export function newOutboxId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // randomUUID needs a secure context; a LAN dev server over http still gets a v4 UUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

const changed = () => postOutboxMessage({ type: 'changed' })

/**
 * Stores a write and returns its entry. In the same transaction it replaces the user's earlier writes to the
 * same entity that are not on the wire ('pending' or 'failed'): each write carries the entity's whole new
 * state, so only the last one matters. An entry being sent is left alone; the new one follows it.
 */
export async function enqueue(write: OutboxWrite, options: { now?: number } = {}): Promise<OutboxEntry> {
  if (!write.userId) throw new TypeError('An outbox write needs the signed-in user')
  const now = options.now ?? Date.now()
  const entry = await transact(ENTRIES_STORE, 'readwrite', async (tx) => {
    const store = tx.objectStore(ENTRIES_STORE)
    const earlier = (await promisify(
      store.index(ENTITY_INDEX).getAll([write.userId, write.entityKey]),
    )) as OutboxEntry[]
    for (const old of earlier) if (old.status !== 'sending') store.delete(old.id)
    const last = await promisify(store.index(SEQ_INDEX).openCursor(null, 'prev'))
    const entry: OutboxEntry = {
      id: newOutboxId(),
      seq: (last ? (last.value as OutboxEntry).seq : 0) + 1,
      entityKey: write.entityKey,
      userId: write.userId,
      method: write.method,
      path: write.path,
      label: write.label,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    }
    if (write.body !== undefined) entry.body = write.body
    if (write.versioned) entry.versioned = { ...write.versioned }
    if (write.input !== undefined) entry.input = write.input
    store.add(entry)
    return entry
  })
  postOutboxMessage({ type: 'changed', enqueued: true })
  return entry
}

/** Every entry (all users), in queue order. */
export function listEntries(): Promise<OutboxEntry[]> {
  return transact(
    ENTRIES_STORE,
    'readonly',
    async (tx) => (await promisify(tx.objectStore(ENTRIES_STORE).index(SEQ_INDEX).getAll())) as OutboxEntry[],
  )
}

export function getEntry(id: string): Promise<OutboxEntry | undefined> {
  return transact(
    ENTRIES_STORE,
    'readonly',
    async (tx) => (await promisify(tx.objectStore(ENTRIES_STORE).get(id))) as OutboxEntry | undefined,
  )
}

/**
 * Replaces an entry with `update(entry)` if it still exists (a sign-out may have cleared it meanwhile: a
 * cleared entry is never resurrected). Returns the stored entry, or undefined. Broadcasts 'changed'.
 */
export async function updateEntry(
  id: string,
  update: (entry: OutboxEntry) => OutboxEntry | undefined,
): Promise<OutboxEntry | undefined> {
  const result = await transact(ENTRIES_STORE, 'readwrite', async (tx) => {
    const store = tx.objectStore(ENTRIES_STORE)
    const current = (await promisify(store.get(id))) as OutboxEntry | undefined
    const next = current && update(current)
    if (next) store.put(next)
    return next
  })
  if (result) changed()
  return result
}

/** Deletes an entry; returns it if it was there. Broadcasts 'changed' (the caller tells the outcome). */
export async function deleteEntry(
  id: string,
  onlyIf: (entry: OutboxEntry) => boolean = () => true,
): Promise<OutboxEntry | undefined> {
  const removed = await transact(ENTRIES_STORE, 'readwrite', async (tx) => {
    const store = tx.objectStore(ENTRIES_STORE)
    const current = (await promisify(store.get(id))) as OutboxEntry | undefined
    if (!current || !onlyIf(current)) return undefined
    store.delete(id)
    return current
  })
  if (removed) changed()
  return removed
}

/**
 * Sends a failed entry again: back to pending, due now, at its place in the queue — under a new id. The
 * server keeps the answer to a key for 24 h, including a 4xx (decision 011, "Client consequences"), so the
 * old key would only replay the refusal. Returns the new entry, or undefined unless the entry was failed.
 */
export async function retryEntry(
  id: string,
  options: { now?: number } = {},
): Promise<OutboxEntry | undefined> {
  const now = options.now ?? Date.now()
  const retried = await transact(ENTRIES_STORE, 'readwrite', async (tx) => {
    const store = tx.objectStore(ENTRIES_STORE)
    const entry = (await promisify(store.get(id))) as OutboxEntry | undefined
    if (entry?.status !== 'failed') return undefined
    const { lastError: _, ...rest } = entry
    const next: OutboxEntry = {
      ...rest,
      id: newOutboxId(),
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
    }
    store.delete(id)
    store.add(next)
    return next
  })
  // Announced like a new write, so the page drains at once.
  if (retried) postOutboxMessage({ type: 'changed', enqueued: true })
  return retried
}

/**
 * The user gives up a write: it is deleted and 'discarded' is broadcast so the feature rolls its optimistic
 * change back. An entry on the wire cannot be discarded (it may already have landed). Returns whether it was.
 */
export async function discardEntry(id: string): Promise<boolean> {
  const removed = await deleteEntry(id, (entry) => entry.status !== 'sending')
  if (removed) postOutboxMessage({ type: 'discarded', entry: removed })
  return removed !== undefined
}

/** Sign-out: every entry and all meta (versions, the mirrored session). */
export async function clearOutbox(): Promise<void> {
  await transact([ENTRIES_STORE, META_STORE], 'readwrite', async (tx) => {
    tx.objectStore(ENTRIES_STORE).clear()
    tx.objectStore(META_STORE).clear()
  })
  changed()
}

/**
 * Writes not yet accepted by the server: 'pending' and 'sending', plus 'failed' with `includeFailed`
 * (what a sign-out would lose). `userId` limits the count to one user.
 */
export async function pendingCount(
  filter: { userId?: string; includeFailed?: boolean } = {},
): Promise<number> {
  const entries = await listEntries()
  return entries.filter(
    (e) =>
      (filter.userId === undefined || e.userId === filter.userId) &&
      (e.status !== 'failed' || filter.includeFailed === true),
  ).length
}

/**
 * A drain that finds 'sending' entries holds the lock, so the drain that marked them died (a closed tab, a
 * killed worker): they go back to pending, without counting an attempt. Returns how many.
 */
export async function recoverSendingEntries(): Promise<number> {
  const count = await transact(ENTRIES_STORE, 'readwrite', async (tx) => {
    const store = tx.objectStore(ENTRIES_STORE)
    const entries = (await promisify(store.getAll())) as OutboxEntry[]
    const stuck = entries.filter((e) => e.status === 'sending')
    for (const entry of stuck) store.put({ ...entry, status: 'pending' })
    return stuck.length
  })
  if (count > 0) changed()
  return count
}

export function getMeta<T = unknown>(key: string): Promise<T | undefined> {
  return transact(
    META_STORE,
    'readonly',
    async (tx) => (await promisify(tx.objectStore(META_STORE).get(key))) as T | undefined,
  )
}

/** Meta is not the queue: setting it broadcasts nothing. */
export function setMeta(key: string, value: unknown): Promise<void> {
  return transact(META_STORE, 'readwrite', async (tx) => {
    tx.objectStore(META_STORE).put(value, key)
  })
}

export function deleteMeta(key: string): Promise<void> {
  return transact(META_STORE, 'readwrite', async (tx) => {
    tx.objectStore(META_STORE).delete(key)
  })
}
