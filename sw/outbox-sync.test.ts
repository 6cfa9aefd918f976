import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { enqueue, getEntry, listEntries, setMeta } from '@/lib/outbox/queue'
import { envelope, resetOutboxDb, saveJobWrite } from '@/lib/outbox/test-support'
import { OUTBOX_API_BASE_META_KEY, OUTBOX_AUTH_META_KEY, OUTBOX_SYNC_TAG } from '@/lib/outbox/types'
import { drainFromWorker, registerOutboxSync } from './outbox-sync'

function scope(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer())
  return { fetch, location: { origin: 'https://app.test' } as WorkerLocation }
}

beforeEach(resetOutboxDb)

describe('drainFromWorker', () => {
  it('sends with the session the page mirrored into meta, to the default API base', async () => {
    await setMeta(OUTBOX_AUTH_META_KEY, { token: 'mirrored', userId: 'u1' })
    await enqueue(saveJobWrite('u1', 'j1', true))
    const worker = scope(() => envelope(200, {}))
    const summary = await drainFromWorker(worker)
    expect(summary.sent).toBe(1)
    const [url, init] = worker.fetch.mock.calls[0] ?? []
    expect(url).toBe('https://app.test/api/Jobs/j1/save')
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer mirrored' })
  })

  it('uses the mirrored API base', async () => {
    await setMeta(OUTBOX_AUTH_META_KEY, { token: 't', userId: 'u1' })
    await setMeta(OUTBOX_API_BASE_META_KEY, 'https://api.example.com/api')
    await enqueue(saveJobWrite('u1', 'j1', true))
    const worker = scope(() => envelope(200, {}))
    await drainFromWorker(worker)
    expect(worker.fetch.mock.calls[0]?.[0]).toBe('https://api.example.com/api/Jobs/j1/save')
  })

  it('sends nothing without a mirrored session', async () => {
    await enqueue(saveJobWrite('u1', 'j1', true))
    const worker = scope(() => envelope(200, {}))
    expect((await drainFromWorker(worker)).stoppedBy).toBe('signed-out')
    expect(worker.fetch).not.toHaveBeenCalled()
  })

  it('keeps the write on a 401 (no refresh in the worker) and resolves', async () => {
    await setMeta(OUTBOX_AUTH_META_KEY, { token: 'old', userId: 'u1' })
    const entry = await enqueue(saveJobWrite('u1', 'j1', true))
    const worker = scope(() => envelope(401, { code: 'AUTHENTICATION_ERROR', message: 'Expired' }))
    expect((await drainFromWorker(worker)).stoppedBy).toBe('auth')
    expect(await getEntry(entry.id)).toMatchObject({ status: 'pending', attempts: 0 })
  })

  it('rejects while a write waits for the network, so the browser retries the sync', async () => {
    await setMeta(OUTBOX_AUTH_META_KEY, { token: 't', userId: 'u1' })
    await enqueue(saveJobWrite('u1', 'j1', true))
    const worker = scope(() => envelope(503, { code: 'INTERNAL_ERROR', message: 'Down' }))
    await expect(drainFromWorker(worker)).rejects.toThrow(/waiting for the network/)
    expect(await listEntries()).toHaveLength(1)
  })
})

describe('registerOutboxSync', () => {
  it('drains on the outbox sync tag only, inside waitUntil', async () => {
    const listeners: ((event: { tag: string; waitUntil: (p: Promise<unknown>) => void }) => void)[] = []
    const fake = {
      ...scope(() => envelope(200, {})),
      addEventListener: (_type: string, listener: (typeof listeners)[number]) => listeners.push(listener),
    }
    registerOutboxSync(fake as unknown as ServiceWorkerGlobalScope)
    const waited: Promise<unknown>[] = []
    listeners[0]?.({ tag: 'something-else', waitUntil: (p) => waited.push(p) })
    expect(waited).toHaveLength(0)
    listeners[0]?.({ tag: OUTBOX_SYNC_TAG, waitUntil: (p) => waited.push(p) })
    expect(waited).toHaveLength(1)
    await waited[0]
  })
})
