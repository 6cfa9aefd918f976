/**
 * The outbox (decision 011): the one queue for writes made by the page, drained by the page and
 * by the service worker. This file is the contract between the queue, its drain and the features that enqueue.
 * It imports nothing but types, so the service worker can use it.
 */

export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * pending: waiting to be sent (now or at nextAttemptAt). sending: a drain is sending it right now (a 'sending'
 * entry found by a new drain belongs to a drain that died: it is sent again — safe, thanks to the key).
 * failed: the server refused it (4xx); kept until the user retries or discards it.
 */
export type OutboxStatus = 'pending' | 'sending' | 'failed'

export type OutboxError = { status?: number; code?: string; message: string }

export type OutboxEntry = {
  /** A random UUID; it is also the Idempotency-Key of the request. */
  id: string
  /** Position in the queue: entries are sent in ascending order. */
  seq: number
  /** Writes to the same entity replace each other while pending: 'cart', 'job-save:<id>', 'company-follow:<id>'. */
  entityKey: string
  /** The signed-in user who made the write; it is only ever sent with that user's session. */
  userId: string
  method: OutboxMethod
  /** Same-origin API path, e.g. '/api/Billing/cart'. */
  path: string
  /** JSON body, if any. */
  body?: unknown
  /**
   * A versioned resource (the cart): at send time `body[field]` is set to the stored version `meta[metaKey]`
   * (so a queued write is based on the latest version this device knows), and `data.version` of a 2xx answer
   * is stored back into `meta[metaKey]`.
   */
  versioned?: { metaKey: string; field: string }
  /** For people: 'Cart update', 'Save job'. */
  label: string
  /**
   * What the write means to the page: the input of its kind of offline write (src/lib/sync/offline-write.ts),
   * from which the page shows the write optimistically and settles it. The drain never reads it.
   */
  input?: unknown
  status: OutboxStatus
  attempts: number
  /** Epoch ms before which a retry is not attempted. */
  nextAttemptAt: number
  createdAt: number
  lastError?: OutboxError
}

/** What a feature passes to enqueue(); the queue fills in the rest. */
export type OutboxWrite = Pick<OutboxEntry, 'entityKey' | 'userId' | 'method' | 'path' | 'label'> &
  Partial<Pick<OutboxEntry, 'body' | 'versioned' | 'input'>>

/**
 * Messages on the BroadcastChannel OUTBOX_CHANNEL, from whichever context (tab or service worker) changed the
 * queue. 'changed' after every change of the queue; the others tell features the outcome of one entry.
 */
export type OutboxMessage =
  /** `enqueued`: the change was a new write (the page drains after it; other changes do not trigger a drain). */
  | { type: 'changed'; enqueued?: true }
  | { type: 'sent'; entry: OutboxEntry; data: unknown }
  | { type: 'failed'; entry: OutboxEntry }
  | { type: 'conflict'; entry: OutboxEntry }
  | { type: 'discarded'; entry: OutboxEntry }
  | { type: 'auth-required' }

export const OUTBOX_CHANNEL = 'reelhire-outbox'
export const OUTBOX_LOCK = 'reelhire-outbox-drain'
export const OUTBOX_SYNC_TAG = 'reelhire-outbox'

/**
 * The session a drain sends with. The page mirrors it into the meta store (key OUTBOX_AUTH_META_KEY) for the
 * service worker, which cannot read localStorage; the refresh token is never mirrored.
 */
export type OutboxAuth = { token: string; userId: string }
export const OUTBOX_AUTH_META_KEY = 'auth'
/** The API base the page uses (runtime config), mirrored for the service worker; default `${origin}/api`. */
export const OUTBOX_API_BASE_META_KEY = 'apiBaseUrl'
