import { IDBFactory } from 'fake-indexeddb'
import { subscribeOutbox } from './broadcast'
import { closeOutboxDb } from './db'
import type { OutboxEntry, OutboxMessage, OutboxWrite } from './types'

/**
 * For tests only: a fresh fake IndexedDB per test, outbox messages recorded, and writes to build on.
 * Call `resetOutboxDb()` in beforeEach after `import 'fake-indexeddb/auto'`.
 */
export async function resetOutboxDb(): Promise<void> {
  await closeOutboxDb()
  globalThis.indexedDB = new IDBFactory()
}

export function recordMessages(): { messages: OutboxMessage[]; stop: () => void } {
  const messages: OutboxMessage[] = []
  const stop = subscribeOutbox((message) => messages.push(message))
  return { messages, stop }
}

export const cartWrite = (userId: string, items: unknown[], baseVersion = 0): OutboxWrite => ({
  entityKey: 'cart',
  userId,
  method: 'PUT',
  path: '/api/Billing/cart',
  label: 'Cart update',
  body: { items, baseVersion },
  versioned: { metaKey: `cart-version:${userId}`, field: 'baseVersion' },
})

export const saveJobWrite = (userId: string, jobId: string, save: boolean): OutboxWrite => ({
  entityKey: `job-save:${jobId}`,
  userId,
  method: save ? 'POST' : 'DELETE',
  path: `/api/Jobs/${jobId}/save`,
  label: save ? 'Save job' : 'Unsave job',
})

/** A write as the queue holds it (pending, never tried), for tests that fake the queue. */
export const entryOf = (write: OutboxWrite, over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  ...write,
  id: 'e1',
  seq: 1,
  status: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 0,
  ...over,
})

/** A JSON envelope response, as the API sends. */
export function envelope(status: number, payload: unknown, headers: Record<string, string> = {}): Response {
  const body =
    status < 300
      ? { success: true, data: payload, timestamp: new Date(0).toISOString() }
      : { success: false, error: payload }
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}
