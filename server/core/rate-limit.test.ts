import { describe, expect, it } from 'vitest'
import type { AuthContext } from './auth-context'
import { body, type Failure } from '../test/identity'
import { createMiddlewareApp } from '../test/middleware-app'
import { enforceRateLimit, rateLimit } from './rate-limit'

// 10 s into a one-minute window: the window resets in 50 s.
const now = () => new Date('2025-01-01T00:00:10Z')
const rule = { limit: 2, windowMs: 60_000 }

describe('rateLimit', () => {
  it('per address: over the limit, 429 with Retry-After and the counts; another address has its own', async () => {
    let address = `address-${crypto.randomUUID()}`
    const { app } = await createMiddlewareApp({ now, clientAddress: () => address })
    app.post('/form', rateLimit('form', { per: 'address', rule }), (c) => c.json({ ok: true }))

    expect((await app.request('/form', { method: 'POST' })).status).toBe(200)
    expect((await app.request('/form', { method: 'POST' })).status).toBe(200)
    const over = await app.request('/form', { method: 'POST' })
    expect(over.status).toBe(429)
    expect(over.headers.get('retry-after')).toBe('50')
    expect((await body<Failure>(over)).error).toMatchObject({
      code: 'RATE_LIMIT_EXCEEDED',
      details: { limit: 2, used: 3, remaining: 0, retryAfterSeconds: 50 },
    })

    address = `address-${crypto.randomUUID()}`
    expect((await app.request('/form', { method: 'POST' })).status).toBe(200)
  })

  it('per user: counts the signed-in user whatever the address, with the rule read from the request', async () => {
    const { app } = await createMiddlewareApp({ now })
    const userId = crypto.randomUUID()
    app.use(async (c, next) => {
      c.set('auth', { userId } as AuthContext)
      await next()
    })
    app.post('/upload', rateLimit('upload', { per: 'user', rule: () => ({ ...rule, limit: 1 }) }), (c) =>
      c.json({ ok: true }),
    )
    expect((await app.request('/upload', { method: 'POST' })).status).toBe(200)
    // createMiddlewareApp gives each request another address: only the user key can have counted this.
    expect((await app.request('/upload', { method: 'POST' })).status).toBe(429)
  })
})

describe('enforceRateLimit', () => {
  it('counts every bucket every time and reports the first one over', async () => {
    const { app } = await createMiddlewareApp({ now })
    const [tight, loose] = [`tight-${crypto.randomUUID()}`, `loose-${crypto.randomUUID()}`]
    app.post('/both', async (c) => {
      await enforceRateLimit(c, [
        { key: tight, rule: { limit: 1, windowMs: 60_000 } },
        { key: loose, rule: { limit: 3, windowMs: 60_000 } },
      ])
      return c.json({ ok: true })
    })
    app.post('/loose', async (c) => {
      await enforceRateLimit(c, [{ key: loose, rule: { limit: 3, windowMs: 60_000 } }])
      return c.json({ ok: true })
    })

    expect((await app.request('/both', { method: 'POST' })).status).toBe(200)
    const over = await app.request('/both', { method: 'POST' })
    expect(over.status).toBe(429)
    expect((await body<Failure>(over)).error.details).toMatchObject({ limit: 1, used: 2 })
    // The loose bucket was counted by both calls, the refused one included: its third hit is its last.
    expect((await app.request('/loose', { method: 'POST' })).status).toBe(200)
    const looseOver = await app.request('/loose', { method: 'POST' })
    expect((await body<Failure>(looseOver)).error.details).toMatchObject({ limit: 3, used: 4 })
  })
})
