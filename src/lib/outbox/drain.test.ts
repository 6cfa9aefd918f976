import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { drainOutbox, outboxBackoffMs, type DrainDeps } from './drain'
import { createOutboxLock, type LockManagerLike } from './lock'
import { enqueue, getEntry, getMeta, listEntries, setMeta, updateEntry } from './queue'
import { cartWrite, envelope, recordMessages, resetOutboxDb, saveJobWrite } from './test-support'
import type { OutboxMessage } from './types'

const NOW = 1_800_000_000_000
const DAY = 24 * 60 * 60_000

type Sent = { method: string; url: string; headers: Record<string, string>; body: unknown }

/** A fake API: answers with `respond` (a Response, or an Error to throw as a network failure). */
function fakeApi(respond: (req: Sent, index: number) => Response | Error | Promise<Response | Error>) {
  const requests: Sent[] = []
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const req: Sent = {
      method: init.method ?? 'GET',
      url,
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    requests.push(req)
    const answer = await respond(req, requests.length - 1)
    if (answer instanceof Error) throw answer
    return answer
  })
  return { fetch, requests }
}

function deps(overrides: Partial<DrainDeps> & Pick<DrainDeps, 'fetch'>): DrainDeps {
  return {
    baseUrl: 'https://app.test/api',
    getAuth: async () => ({ token: 'token-1', userId: 'u1' }),
    now: () => NOW,
    lock: createOutboxLock(undefined),
    random: () => 0.5,
    ...overrides,
  }
}

const ok = (data: unknown = {}) => envelope(200, data)
const fail = (status: number, code: string, message = `${code} message`) =>
  envelope(status, { code, message })

beforeEach(resetOutboxDb)

describe('drainOutbox — sending', () => {
  it('sends due entries in seq order with the bearer, the Idempotency-Key and the JSON body, then deletes them', async () => {
    const a = await enqueue(saveJobWrite('u1', 'j1', true), { now: NOW })
    const b = await enqueue(cartWrite('u1', [{ id: 'premium-seats' }]), { now: NOW })
    const api = fakeApi(() => ok())
    const summary = await drainOutbox(deps({ fetch: api.fetch }))
    expect(api.requests.map((r) => [r.method, r.url])).toEqual([
      ['POST', 'https://app.test/api/Jobs/j1/save'],
      ['PUT', 'https://app.test/api/Billing/cart'],
    ])
    expect(api.requests[0]?.headers).toMatchObject({
      Authorization: 'Bearer token-1',
      'Idempotency-Key': a.id,
    })
    expect(api.requests[1]?.headers).toMatchObject({
      'Idempotency-Key': b.id,
      'Content-Type': 'application/json',
    })
    expect(api.requests[1]?.body).toEqual({ items: [{ id: 'premium-seats' }], baseVersion: 0 })
    expect(await listEntries()).toEqual([])
    expect(summary).toMatchObject({ sent: 2, failed: 0, remaining: 0 })
    expect(summary.stoppedBy).toBeUndefined()
  })

  it('add → remove → add of the cart while offline lands as one request with the final state', async () => {
    await enqueue(cartWrite('u1', [{ id: 'premium-seats', quantity: 1 }]), { now: NOW })
    await enqueue(cartWrite('u1', []), { now: NOW })
    await enqueue(cartWrite('u1', [{ id: 'premium-seats', quantity: 3 }]), { now: NOW })
    await enqueue(saveJobWrite('u1', 'j1', true), { now: NOW })
    await enqueue(saveJobWrite('u1', 'j1', false), { now: NOW })
    const api = fakeApi(() => ok())
    await drainOutbox(deps({ fetch: api.fetch }))
    expect(api.requests.map((r) => [r.method, r.body])).toEqual([
      ['PUT', { items: [{ id: 'premium-seats', quantity: 3 }], baseVersion: 0 }],
      ['DELETE', undefined],
    ])
  })

  it("2xx: broadcasts 'sent' with the response data", async () => {
    const entry = await enqueue(saveJobWrite('u1', 'j1', true), { now: NOW })
    const { messages, stop } = recordMessages()
    await drainOutbox(deps({ fetch: fakeApi(() => ok({ saved: true })).fetch }))
    stop()
    expect(messages).toContainEqual({
      type: 'sent',
      entry: { ...entry, status: 'sending' },
      data: { saved: true },
    })
  })

  it('fills the versioned field from meta at send time and stores the version of the answer', async () => {
    const write = cartWrite('u1', [], 0)
    await enqueue(write, { now: NOW })
    // The version became known after the write was queued (a refetch); the send uses it.
    await setMeta('cart-version:u1', 7)
    const api = fakeApi(() => ok({ items: [], version: 8, updatedAt: null }))
    await drainOutbox(deps({ fetch: api.fetch }))
    expect(api.requests[0]?.body).toEqual({ items: [], baseVersion: 7 })
    expect(await getMeta('cart-version:u1')).toBe(8)
  })

  it('keeps the body version when meta has none', async () => {
    await enqueue(cartWrite('u1', [], 3), { now: NOW })
    const api = fakeApi(() => ok({ version: 4 }))
    await drainOutbox(deps({ fetch: api.fetch }))
    expect(api.requests[0]?.body).toEqual({ items: [], baseVersion: 3 })
    expect(await getMeta('cart-version:u1')).toBe(4)
  })

  it("never sends another user's entries, and leaves them queued", async () => {
    const theirs = await enqueue(saveJobWrite('u2', 'j1', true), { now: NOW })
    await enqueue(saveJobWrite('u1', 'j2', true), { now: NOW })
    const api = fakeApi(() => ok())
    const summary = await drainOutbox(deps({ fetch: api.fetch }))
    expect(api.requests).toHaveLength(1)
    expect(api.requests[0]?.url).toContain('/Jobs/j2/save')
    expect(await listEntries()).toEqual([theirs])
    expect(summary.remaining).toBe(0)
  })

  it('sends nothing when nobody is signed in', async () => {
    await enqueue(saveJobWrite('u1', 'j1', true), { now: NOW })
    const api = fakeApi(() => ok())
    const summary = await drainOutbox(deps({ fetch: api.fetch, getAuth: async () => null }))
    expect(api.fetch).not.toHaveBeenCalled()
    expect(summary).toMatchObject({ stoppedBy: 'signed-out', remaining: 1 })
  })

  it('nothing expires: an entry drained 30 days after it was queued is still sent', async () => {
    await enqueue(saveJobWrite('u1', 'j1', true), { now: NOW })
    const api = fakeApi(() => ok())
    const summary = await drainOutbox(deps({ fetch: api.fetch, now: () => NOW + 30 * DAY }))
    expect(summary.sent).toBe(1)
    expect(api.requests).toHaveLength(1)
  })

  it('sends writes queued while it runs', async () => {
    await enqueue(saveJobWrite('u1', 'j1', true), { now: NOW })
    const api = fakeApi(async (_req, index) => {
      if (index === 0) await enqueue(saveJobWrite('u1', 'j2', true), { now: NOW })
      return ok()
    })
    const summary = await drainOutbox(deps({ fetch: api.fetch }))
    expect(summary.sent).toBe(2)
    expect(await listEntries()).toEqual([])
  })

  it("resends an entry left 'sending' by a drain that died, with the same key", async () => {
    const entry = await enqueue(saveJobWrite('u1', 'j1', true), { now: NOW })
    await updateEntry(entry.id, (e) => ({ ...e, status: 'sending' }))
    const api = fakeApi(() => ok())
    await drainOutbox(deps({ fetch: api.fetch }))
    expect(api.requests[0]?.headers['Idempotency-Key']).toBe(entry.id)
    expect(await listEntries()).toEqual([])
  })
})

describe('drainOutbox — retry later', () => {
  const transient: [string, () => Response | Error][] = [
    ['a network error', () => new TypeError('Failed to fetch')],
    ['a 500', () => fail(500, 'INTERNAL_ERROR')],
    ['a 503 without an envelope', () => new Response('Service Unavailable', { status: 503 })],
    ['a 408', () => new Response('', { status: 408 })],
    ['a 429', () => fail(429, 'RATE_LIMIT_EXCEEDED')],
    ['a 409 REQUEST_IN_PROGRESS', () => fail(409, 'REQUEST_IN_PROGRESS')],
  ]

  it.each(transient)(
    '%s: back to pending, attempts + 1, backoff, and the drain stops in order',
    async (_, answer) => {
      const first = await enqueue(saveJobWrite('u1', 'j1', true), { now: NOW })
      const second = await enqueue(saveJobWrite('u1', 'j2', true), { now: NOW })
      const api = fakeApi(() => answer())
      const summary = await drainOutbox(deps({ fetch: api.fetch }))
      expect(api.requests).toHaveLength(1)
      expect(summary).toMatchObject({ sent: 0, stoppedBy: 'retry', remaining: 2, nextAttemptAt: NOW + 1000 })
      const stored = await getEntry(first.id)
      expect(stored).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: NOW + 1000 })
      expect(stored?.lastError?.message).toBeTruthy()
      expect(await getEntry(second.id)).toMatchObject({ status: 'pending', attempts: 0 })
    },
  )

  it('times out a request that never answers', async () => {
    const entry = await enqueue(saveJobWrite('u1', 'j1', true), { now: NOW })
    const api = fakeApi(() => new Promise<Response>(() => undefined))
    const summary = await drainOutbox(deps({ fetch: api.fetch, timeoutMs: 20 }))
    expect(summary.stoppedBy).toBe('retry')
    expect(await getEntry(entry.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: { message: 'The request timed out' },
    })
  })

  it('waits until nextAttemptAt: a later entry never overtakes the one in backoff', async () => {
    await enqueue(saveJobWrite('u1', 'j1', true), { now: NOW })
    await enqueue(saveJobWrite('u1', 'j2', true), { now: NOW })
    const api = fakeApi((_req, index) => (index === 0 ? fail(503, 'INTERNAL_ERROR') : ok()))
    await drainOutbox(deps({ fetch: api.fetch }))
    const early = await drainOutbox(deps({ fetch: api.fetch, now: () => NOW + 500 }))
    expect(early.stoppedBy).toBe('backoff')
    expect(api.requests).toHaveLength(1)
    const later = await drainOutbox(deps({ fetch: api.fetch, now: () => NOW + 1500 }))
    expect(later.sent).toBe(2)
    expect(api.requests.map((r) => r.url.split('/').at(-2))).toEqual(['j1', 'j1', 'j2'])
  })

  it('honours Retry-After when longer than the backoff', async () => {
    const entry = await enqueue(saveJobWrite('u1', 'j1', true), { now: NOW })
    const api = fakeApi(() =>
      envelope(429, { code: 'RATE_LIMIT_EXCEEDED', message: 'Slow down' }, { 'Retry-After': '30' }),
    )
    await drainOutbox(deps({ fetch: api.fetch }))
    expect((await getEntry(entry.id))?.nextAttemptAt).toBe(NOW + 30_000)
  })

  it('backs off 1 s doubling up to 5 minutes, with jitter', () => {
    expect([1, 2, 3, 4].map((n) => outboxBackoffMs(n, () => 0.5))).toEqual([1000, 2000, 4000, 8000])
    expect(outboxBackoffMs(20, () => 0.5)).toBe(300_000)
    expect(outboxBackoffMs(20, () => 1)).toBe(300_000)
    expect(outboxBackoffMs(3, () => 0)).toBe(3200)
    expect(outboxBackoffMs(3, () => 1)).toBe(4800)
  })
})

describe('drainOutbox — 401', () => {
  it('refreshes the session once and sends the entry again with the new token', async () => {
    const entry = await enqueue(saveJobWrite('u1', 'j1', true), { now: NOW })
    let token = 'expired'
    const refreshAuth = vi.fn(async () => {
      token = 'fresh'
      return true
    })
    const api = fakeApi((req) =>
      req.headers['Authorization'] === 'Bearer fresh' ? ok() : fail(401, 'AUTHENTICATION_ERROR'),
    )
    const summary = await drainOutbox(
      deps({ fetch: api.fetch, getAuth: async () => ({ token, userId: 'u1' }), refreshAuth }),
    )
    expect(refreshAuth).toHaveBeenCalledTimes(1)
    expect(refreshAuth).toHaveBeenCalledWith('expired')
    expect(api.requests.map((r) => r.headers['Idempotency-Key'])).toEqual([entry.id, entry.id])
    expect(summary.sent).toBe(1)
    expect(await listEntries()).toEqual([])
  })

  it("without a refresh (service worker): keeps the entry pending without counting an attempt and announces 'auth-required'", async () => {
    const entry = await enqueue(saveJobWrite('u1', 'j1', true), { now: NOW })
    await enqueue(saveJobWrite('u1', 'j2', true), { now: NOW })
    const { messages, stop } = recordMessages()
    const api = fakeApi(() => fail(401, 'AUTHENTICATION_ERROR'))
    const summary = await drainOutbox(deps({ fetch: api.fetch }))
    stop()
    expect(summary).toMatchObject({ stoppedBy: 'auth', remaining: 2 })
    expect(api.requests).toHaveLength(1)
    expect(await getEntry(entry.id)).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: NOW })
    expect(messages).toContainEqual({ type: 'auth-required' })
  })

  it('a failed refresh keeps the entry too, and a second 401 after a refresh does not loop', async () => {
    const entry = await enqueue(saveJobWrite('u1', 'j1', true), { now: NOW })
    const failing = vi.fn(async () => false)
    const api = fakeApi(() => fail(401, 'AUTHENTICATION_ERROR'))
    expect((await drainOutbox(deps({ fetch: api.fetch, refreshAuth: failing }))).stoppedBy).toBe('auth')
    const succeeding = vi.fn(async () => true)
    expect((await drainOutbox(deps({ fetch: api.fetch, refreshAuth: succeeding }))).stoppedBy).toBe('auth')
    expect(succeeding).toHaveBeenCalledTimes(1)
    expect(api.requests).toHaveLength(3)
    expect(await getEntry(entry.id)).toMatchObject({ status: 'pending', attempts: 0 })
  })
})

describe('drainOutbox — refused writes', () => {
  it("409 VERSION_CONFLICT: deletes the entry and broadcasts 'conflict', then goes on", async () => {
    const cart = await enqueue(cartWrite('u1', []), { now: NOW })
    await enqueue(saveJobWrite('u1', 'j1', true), { now: NOW })
    const { messages, stop } = recordMessages()
    const api = fakeApi((_req, index) => (index === 0 ? fail(409, 'VERSION_CONFLICT') : ok()))
    const summary = await drainOutbox(deps({ fetch: api.fetch }))
    stop()
    expect(await listEntries()).toEqual([])
    expect(summary.sent).toBe(1)
    const conflict = messages.find((m) => m.type === 'conflict')
    expect(conflict).toMatchObject({
      entry: { id: cart.id, lastError: { status: 409, code: 'VERSION_CONFLICT' } },
    })
  })

  it.each([
    [422, 'IDEMPOTENCY_KEY_REUSED'],
    [400, 'VALIDATION_ERROR'],
    [403, 'AUTHORIZATION_ERROR'],
    [404, 'NOT_FOUND_ERROR'],
  ])('%i %s: marks the entry failed with the reason, broadcasts it and continues', async (status, code) => {
    const bad = await enqueue(saveJobWrite('u1', 'j1', true), { now: NOW })
    await enqueue(saveJobWrite('u1', 'j2', true), { now: NOW })
    const { messages, stop } = recordMessages()
    const api = fakeApi((_req, index) => (index === 0 ? fail(status, code, 'Refused because') : ok()))
    const summary = await drainOutbox(deps({ fetch: api.fetch }))
    stop()
    expect(summary).toMatchObject({ sent: 1, failed: 1, remaining: 0 })
    const stored = await getEntry(bad.id)
    expect(stored).toMatchObject({
      status: 'failed',
      lastError: { status, code, message: 'Refused because' },
    })
    expect(messages).toContainEqual({ type: 'failed', entry: stored })
    // A failed entry is not sent again by later drains.
    await drainOutbox(deps({ fetch: api.fetch }))
    expect(api.requests).toHaveLength(2)
  })
})

describe('drainOutbox — the lock', () => {
  async function concurrentDrains(lock: () => DrainDeps['lock']) {
    for (const id of ['j1', 'j2', 'j3']) await enqueue(saveJobWrite('u1', id, true), { now: NOW })
    const api = fakeApi(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      return ok()
    })
    const results = await Promise.all([
      drainOutbox(deps({ fetch: api.fetch, lock: lock() })),
      drainOutbox(deps({ fetch: api.fetch, lock: lock() })),
    ])
    return { api, results }
  }

  it('two concurrent drains in one context send each entry once', async () => {
    const { api, results } = await concurrentDrains(() => createOutboxLock(undefined))
    expect(api.requests.map((r) => r.headers['Idempotency-Key'])).toHaveLength(3)
    expect(new Set(api.requests.map((r) => r.headers['Idempotency-Key'])).size).toBe(3)
    expect(results.map((r) => r.stoppedBy)).toContain('busy')
  })

  it('two contexts sharing Web Locks (ifAvailable) send each entry once', async () => {
    const held = new Set<string>()
    const locks: LockManagerLike = {
      request: async (name, options, callback) => {
        expect(options).toEqual({ ifAvailable: true })
        if (held.has(name)) return callback(null)
        held.add(name)
        try {
          return await callback({ name })
        } finally {
          held.delete(name)
        }
      },
    }
    const { api, results } = await concurrentDrains(() => createOutboxLock(locks))
    expect(api.requests).toHaveLength(3)
    expect(results.map((r) => r.sent).sort()).toEqual([0, 3])
  })
})

describe('drainOutbox — messages', () => {
  it('uses the broadcast it is given', async () => {
    await enqueue(saveJobWrite('u1', 'j1', true), { now: NOW })
    const broadcast = vi.fn<(m: OutboxMessage) => void>()
    await drainOutbox(deps({ fetch: fakeApi(() => ok()).fetch, broadcast }))
    expect(broadcast).toHaveBeenCalledWith(expect.objectContaining({ type: 'sent' }))
  })
})
