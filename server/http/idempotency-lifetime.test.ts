import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { IDEMPOTENCY_STALE_RUNNING_MS, IDEMPOTENCY_TTL_MS } from '@/api/offline'
import { idempotencyKeys } from '../db/schema/idempotency-keys'
import { ANONYMOUS_SCOPE } from './idempotency-store'
import { createUser, signIn, uniqueEmail, withBearer } from '../test/identity'
import { createTestApp } from '../test/test-app'
import {
  CART,
  REPLAYED,
  cartOf,
  cartUser,
  contact,
  contactCount,
  deferred,
  keyed,
  line,
  mergeCart,
  newKey,
  putCart,
} from './idempotency-test-support'

/**
 * Idempotency-Key over time and across processes: a key is kept for 24 hours, a request that has run
 * too long (its process died) is taken over, instances on one database share keys, reads are left alone,
 * and expired records are swept in bounded batches.
 */

describe('Idempotency-Key', () => {
  it('forgets a key after 24 hours: the same request then runs again', async () => {
    let clock = new Date()
    const { app, db } = await createTestApp({ deps: { now: () => clock } })
    const { email } = await createUser(db)
    const key = newKey()
    const mergeOnce = async () => {
      // Access tokens live 15 minutes: sign in again at each point in time (same user, same scope).
      const { token } = await signIn(app, email)
      const res = await app.request(`${CART}/merge`, mergeCart(token, { items: [line()] }, key))
      expect(res.status).toBe(200)
      return { replayed: res.headers.get(REPLAYED) === 'true', cart: await cartOf(app, token) }
    }
    expect(await mergeOnce()).toMatchObject({ replayed: false, cart: { items: [{ quantity: 1 }] } })
    clock = new Date(clock.getTime() + IDEMPOTENCY_TTL_MS - 60_000)
    expect(await mergeOnce()).toMatchObject({ replayed: true, cart: { items: [{ quantity: 1 }] } })
    clock = new Date(clock.getTime() + 2 * 60_000)
    expect(await mergeOnce()).toMatchObject({ replayed: false, cart: { items: [{ quantity: 2 }] } })
  })

  it('runs again when the row found on conflict has expired (before any sweep removed it)', async () => {
    let clock = new Date()
    const { app, db } = await createTestApp({ deps: { now: () => clock } })
    const email = uniqueEmail('contact')
    const key = newKey()
    expect((await app.request('/api/contact', contact(email, key))).status).toBe(201)
    // Pretend the record expires in 10 s; 20 s later this process has not swept again (once a minute).
    await db
      .update(idempotencyKeys)
      .set({ expiresAt: new Date(clock.getTime() + 10_000) })
      .where(and(eq(idempotencyKeys.scope, ANONYMOUS_SCOPE), eq(idempotencyKeys.key, key)))
    clock = new Date(clock.getTime() + 20_000)
    const res = await app.request('/api/contact', contact(email, key))
    expect(res.status).toBe(201)
    expect(res.headers.get(REPLAYED)).toBeNull()
    expect(await contactCount(db, email)).toBe(2)
  })

  it('takes over a key whose first request has been running for too long (its process died)', async () => {
    let clock = new Date()
    const gate = deferred()
    const entered = deferred()
    let calls = 0
    const { app, db } = await createTestApp({
      deps: {
        now: () => clock,
        notifyContact: async () => {
          if (++calls > 1) return
          entered.resolve()
          await gate.promise
        },
      },
    })
    const email = uniqueEmail('contact')
    const key = newKey()
    const stuck = app.request('/api/contact', contact(email, key))
    await entered.promise
    clock = new Date(clock.getTime() + IDEMPOTENCY_STALE_RUNNING_MS + 1_000)
    const taker = await app.request('/api/contact', contact(email, key))
    expect(taker.status).toBe(201)
    const takerText = await taker.text()

    // The stuck request finishes late: its answer goes to its caller, but the record stays the taker's.
    gate.resolve()
    expect((await stuck).status).toBe(201)
    const replay = await app.request('/api/contact', contact(email, key))
    expect(replay.headers.get(REPLAYED)).toBe('true')
    expect(await replay.text()).toBe(takerText)
    expect(await contactCount(db, email)).toBe(2)
  })

  it('shares keys between app instances on one database (several server processes)', async () => {
    const a = await cartUser()
    const b = await createTestApp()
    const key = newKey()
    const input = { items: [line()], baseVersion: 0 }
    const first = await a.app.request(CART, putCart(a.token, input, key))
    const fromB = await b.app.request(CART, putCart(a.token, input, key))
    expect(fromB.status).toBe(200)
    expect(fromB.headers.get(REPLAYED)).toBe('true')
    expect(await fromB.text()).toBe(await first.text())
    expect((await cartOf(b.app, a.token)).version).toBe(1)

    // And a request still running in one instance is 409 in the other.
    const gate = deferred()
    const entered = deferred()
    const slow = await createTestApp({
      deps: {
        notifyContact: async () => {
          entered.resolve()
          await gate.promise
        },
      },
    })
    const email = uniqueEmail('contact')
    const contactKey = newKey()
    const running = slow.app.request('/api/contact', contact(email, contactKey))
    await entered.promise
    expect((await b.app.request('/api/contact', contact(email, contactKey))).status).toBe(409)
    gate.resolve()
    expect((await running).status).toBe(201)
    expect((await b.app.request('/api/contact', contact(email, contactKey))).headers.get(REPLAYED)).toBe(
      'true',
    )
  })

  it('runs a burst of concurrent duplicates on two instances exactly once', async () => {
    const a = await cartUser()
    const b = await createTestApp()
    const key = newKey()
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? b.app : a.app).request(
          `${CART}/merge`,
          mergeCart(a.token, { items: [line({ quantity: 2 })] }, key),
        ),
      ),
    )
    const ran = responses.filter((r) => r.status === 200 && r.headers.get(REPLAYED) === null)
    expect(ran).toHaveLength(1)
    for (const res of responses) {
      expect(res.status === 409 || res.headers.get(REPLAYED) === 'true' || ran.includes(res)).toBe(true)
    }
    expect(await cartOf(a.app, a.token)).toMatchObject({ version: 1, items: [{ quantity: 2 }] })
  })

  it('leaves reads alone and deletes expired records in bounded sweeps', async () => {
    const { app, db, token } = await cartUser()
    const key = newKey()
    expect((await app.request(CART, withBearer(token, keyed(key, {})))).status).toBe(200)
    expect((await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).length).toBe(0)

    const scope = `sweep-${crypto.randomUUID()}`
    const now = Date.now()
    const row = (k: string, expiresAt: number) => ({
      scope,
      key: k,
      requestHash: 'x',
      state: 'completed' as const,
      responseStatus: 200,
      responseBody: { text: '{}' },
      createdAt: new Date(expiresAt - IDEMPOTENCY_TTL_MS),
      expiresAt: new Date(expiresAt),
    })
    await db
      .insert(idempotencyKeys)
      .values([row('old-1', now - 1_000), row('old-2', now - 5_000), row('fresh', now + 60_000)])
    // A new instance (process) sweeps on its first keyed write.
    const fresh = await createTestApp()
    await fresh.app.request('/api/contact', contact(uniqueEmail('contact'), newKey()))
    const left = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.scope, scope))
    expect(left.map((r) => r.key)).toEqual(['fresh'])
  })
})
