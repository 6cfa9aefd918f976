/**
 * The outbox's IndexedDB database, opened the same way by the page and the service worker. Raw IndexedDB
 * rather than idb-keyval: enqueue must read, delete and add in one transaction across an index.
 */

export const OUTBOX_DB_NAME = 'reelhire-outbox'
const OUTBOX_DB_VERSION = 1
export const ENTRIES_STORE = 'entries'
export const META_STORE = 'meta'
/** Index on `seq`: the queue's order. */
export const SEQ_INDEX = 'seq'
/** Index on [userId, entityKey]: the writes a new one replaces. */
export const ENTITY_INDEX = 'entity'

let opening: Promise<IDBDatabase> | null = null

function open(): Promise<IDBDatabase> {
  const attempt: Promise<IDBDatabase> = new Promise((resolve, reject) => {
    const request = indexedDB.open(OUTBOX_DB_NAME, OUTBOX_DB_VERSION)
    request.onupgradeneeded = () => {
      const db = request.result
      if (!db.objectStoreNames.contains(ENTRIES_STORE)) {
        const entries = db.createObjectStore(ENTRIES_STORE, { keyPath: 'id' })
        entries.createIndex(SEQ_INDEX, 'seq', { unique: true })
        entries.createIndex(ENTITY_INDEX, ['userId', 'entityKey'])
      }
      if (!db.objectStoreNames.contains(META_STORE)) db.createObjectStore(META_STORE)
    }
    request.onsuccess = () => {
      const db = request.result
      // Another context upgrades or deletes the database (or the browser closed it): open again on next use.
      const forget = () => {
        if (opening === attempt) opening = null
      }
      db.onversionchange = () => {
        db.close()
        forget()
      }
      db.onclose = forget
      resolve(db)
    }
    request.onerror = () => reject(request.error ?? new Error('Could not open the outbox database'))
    request.onblocked = () => reject(new Error('The outbox database is blocked by another tab'))
  })
  return attempt
}

export function openOutboxDb(): Promise<IDBDatabase> {
  if (!opening) {
    opening = open()
    opening.catch(() => {
      opening = null
    })
  }
  return opening
}

/** Closes the cached connection (tests delete the database between cases). */
export async function closeOutboxDb(): Promise<void> {
  const current = opening
  opening = null
  if (current) (await current.catch(() => null))?.close()
}

export function promisify<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

/**
 * Runs `work` in one transaction and resolves after it committed. `work` may await requests of `tx` (the
 * transaction stays active across promise reactions), but nothing else — no fetch, no timers.
 */
export async function transact<T>(
  stores: string | string[],
  mode: IDBTransactionMode,
  work: (tx: IDBTransaction) => Promise<T>,
): Promise<T> {
  const db = await openOutboxDb()
  const tx = db.transaction(stores, mode)
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error ?? new Error('Outbox transaction failed'))
    tx.onabort = () => reject(tx.error ?? new Error('Outbox transaction aborted'))
  })
  committed.catch(() => undefined)
  try {
    const result = await work(tx)
    await committed
    return result
  } catch (error) {
    try {
      tx.abort()
    } catch {
      // Already finished or aborted.
    }
    throw error
  }
}
