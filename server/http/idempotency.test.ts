import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { LoginSuccessSchema } from '@/api/auth'
import { CartSchema, type CartLineInput } from '@/api/cart'
import { IDEMPOTENCY_STALE_RUNNING_MS, IDEMPOTENCY_TTL_MS } from '@/api/offline'
import type { Db } from '../db/client'
import { contactMessages } from '../db/schema/contact-messages'
import { idempotencyKeys } from '../db/schema/idempotency-keys'
import { ANONYMOUS_SCOPE } from './idempotency-store'
import { bearer, body, createUser, signIn, uniqueEmail, withBearer, type Failure } from '../test/identity'
import { createTestApp, jsonRequest } from '../test/test-app'

/**
 * Idempotency-Key (decision 011) through real endpoints: the cart (authenticated, versioned, so a second
 * run is visible) and the contact form (anonymous; its awaited `notifyContact` hook makes a request slow).
 */

type Data = { data: unknown }
const CART = '/api/Billing/cart'
const REPLAYED = 'Idempotent-Replayed'
const newKey = () => `test-${crypto.randomUUID()}`
const line = (overrides: Partial<CartLineInput> = {}): CartLineInput => ({
  id: 'premium-seats',
  quantity: 1,
  users: 1,
  billingCycle: 'monthly',
  ...overrides,
})

const keyed = (key: string | undefined, init: RequestInit): RequestInit =>
  key === undefined ? init : { ...init, headers: { ...(init.headers as object), 'Idempotency-Key': key } }
const putCart = (token: string, input: unknown, key?: string) =>
  withBearer(token, keyed(key, jsonRequest(input, { method: 'PUT' })))
const mergeCart = (token: string, input: unknown, key?: string) =>
  withBearer(token, keyed(key, jsonRequest(input)))
const contact = (email: string, key?: string, subject = 'Hello') =>
  keyed(key, jsonRequest({ name: 'Katherine', email, subject, message: 'A message of some length.' }))

async function cartOf(
  app: { request: (p: string, i?: RequestInit) => Response | Promise<Response> },
  token: string,
) {
  return v.parse(CartSchema, (await body<Data>(await app.request(CART, bearer(token)))).data)
}

async function storedKey(db: Db, scope: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
  return row
}

async function contactCount(db: Db, email: string) {
  return (await db.select().from(contactMessages).where(eq(contactMessages.email, email))).length
}

/** A promise to wait on and the function that settles it. */
function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

async function cartUser() {
  const { app, db } = await createTestApp()
  const { email, user } = await createUser(db)
  const { token } = await signIn(app, email)
  return { app, db, token, user, email }
}

describe('Idempotency-Key', () => {
  it('replays the first response byte for byte and does not run the handler again', async () => {
    const { app, db, token, user } = await cartUser()
    const key = newKey()
    const input = { items: [line({ quantity: 2 })], baseVersion: 0 }
    const first = await app.request(CART, putCart(token, input, key))
    expect(first.status).toBe(200)
    expect(first.headers.get(REPLAYED)).toBeNull()
    const firstText = await first.text()

    const again = await app.request(CART, putCart(token, input, key))
    expect(again.status).toBe(200)
    expect(again.headers.get(REPLAYED)).toBe('true')
    expect(again.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await again.text()).toBe(firstText)
    expect((await cartOf(app, token)).version).toBe(1)
    expect(await storedKey(db, user.id, key)).toMatchObject({ state: 'completed', responseStatus: 200 })

    // Without the header the same request runs, and finds the version moved on.
    const unkeyed = await app.request(CART, putCart(token, input))
    expect(unkeyed.status).toBe(409)

    // A merge (not idempotent by nature) with a key adds its quantity once, however often it is retried.
    const mergeKey = newKey()
    for (let i = 0; i < 3; i++) {
      const res = await app.request(
        `${CART}/merge`,
        mergeCart(token, { items: [line({ quantity: 5 })] }, mergeKey),
      )
      expect(res.status).toBe(200)
    }
    expect(await cartOf(app, token)).toMatchObject({ version: 2, items: [{ quantity: 7 }] })
  })

  it('refuses the same key with a different request with 422 and runs nothing', async () => {
    const { app, token } = await cartUser()
    const key = newKey()
    expect((await app.request(CART, putCart(token, { items: [line()], baseVersion: 0 }, key))).status).toBe(
      200,
    )
    for (const [path, init] of [
      [CART, putCart(token, { items: [line({ quantity: 3 })], baseVersion: 0 }, key)], // another body
      [`${CART}/merge`, mergeCart(token, { items: [line()] }, key)], // another path and method
      [`${CART}?x=1`, putCart(token, { items: [line()], baseVersion: 0 }, key)], // another query
    ] as const) {
      const res = await app.request(path, init)
      expect(res.status).toBe(422)
      expect((await body<Failure>(res)).error.code).toBe('IDEMPOTENCY_KEY_REUSED')
    }
    expect(await cartOf(app, token)).toMatchObject({ version: 1, items: [{ quantity: 1 }] })
  })

  it('answers 409 with Retry-After while the first request with the key still runs', async () => {
    const gate = deferred()
    const entered = deferred()
    const { app, db } = await createTestApp({
      deps: {
        notifyContact: async () => {
          entered.resolve()
          await gate.promise
        },
      },
    })
    const email = uniqueEmail('contact')
    const key = newKey()
    const first = app.request('/api/contact', contact(email, key))
    await entered.promise // the first request is inside its handler, its key 'running'

    const second = await app.request('/api/contact', contact(email, key))
    expect(second.status).toBe(409)
    expect(second.headers.get('retry-after')).toBe('1')
    expect((await body<Failure>(second)).error.code).toBe('REQUEST_IN_PROGRESS')
    const otherBody = await app.request('/api/contact', contact(email, key, 'Another subject'))
    expect(otherBody.status).toBe(422)

    gate.resolve()
    const firstRes = await first
    expect(firstRes.status).toBe(201)
    const firstText = await firstRes.text()
    const third = await app.request('/api/contact', contact(email, key))
    expect(third.status).toBe(201)
    expect(third.headers.get(REPLAYED)).toBe('true')
    expect(await third.text()).toBe(firstText)
    expect(await contactCount(db, email)).toBe(1)
  })

  it('scopes keys per user: two users with the same key both run', async () => {
    const { app, db, token } = await cartUser()
    const { email } = await createUser(db)
    const other = await signIn(app, email)
    const key = newKey()
    for (const t of [token, other.token]) {
      const res = await app.request(CART, putCart(t, { items: [line()], baseVersion: 0 }, key))
      expect(res.status).toBe(200)
      expect(res.headers.get(REPLAYED)).toBeNull()
      expect((await cartOf(app, t)).version).toBe(1)
    }
    // Anonymous callers share one scope, apart from every user.
    const email2 = uniqueEmail('contact')
    expect((await app.request('/api/contact', contact(email2, key))).status).toBe(201)
    expect(await storedKey(db, ANONYMOUS_SCOPE, key)).toMatchObject({ state: 'completed' })
  })

  it('does not store a 5xx: a retry with the same key runs again', async () => {
    let calls = 0
    const { app, db } = await createTestApp({
      deps: {
        // The contact route's rate limiter asks for the client address: fail the first request there.
        clientAddress: () => {
          if (++calls === 1) throw new Error('injected failure')
          return 'idempotency-5xx'
        },
      },
    })
    const email = uniqueEmail('contact')
    const key = newKey()
    const failed = await app.request('/api/contact', contact(email, key))
    expect(failed.status).toBe(500)
    expect(await storedKey(db, ANONYMOUS_SCOPE, key)).toBeUndefined()

    const retried = await app.request('/api/contact', contact(email, key))
    expect(retried.status).toBe(201)
    expect(retried.headers.get(REPLAYED)).toBeNull()
    const replayed = await app.request('/api/contact', contact(email, key))
    expect(replayed.headers.get(REPLAYED)).toBe('true')
    expect(await contactCount(db, email)).toBe(1)
  })

  it('does not store a 401 (the retry after signing in must run), but does store a 400', async () => {
    const { app, db, token, user } = await cartUser()
    const key = newKey()
    const input = { items: [line()], baseVersion: 0 }
    for (const init of [
      keyed(key, jsonRequest(input, { method: 'PUT' })),
      putCart('expired-token', input, key),
    ]) {
      const res = await app.request(CART, init)
      expect(res.status).toBe(401)
      expect(res.headers.get(REPLAYED)).toBeNull()
      expect(await storedKey(db, ANONYMOUS_SCOPE, key)).toBeUndefined()
    }
    expect((await app.request(CART, putCart(token, input, key))).status).toBe(200)

    const badKey = newKey()
    const invalid = { items: [line({ users: 0 })], baseVersion: 1 }
    const first = await app.request(CART, putCart(token, invalid, badKey))
    expect(first.status).toBe(400)
    const again = await app.request(CART, putCart(token, invalid, badKey))
    expect(again.status).toBe(400)
    expect(again.headers.get(REPLAYED)).toBe('true')
    expect(await storedKey(db, user.id, badKey)).toMatchObject({ responseStatus: 400 })
  })

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

  it('refuses a malformed key with 400 before running anything', async () => {
    const { app, token } = await cartUser()
    for (const key of ['', 'has space', 'x'.repeat(256), 'tab\tinside', 'caf\u00e9']) {
      const res = await app.request(CART, putCart(token, { items: [line()], baseVersion: 0 }, key))
      expect(res.status, JSON.stringify(key)).toBe(400)
      const { error } = await body<Failure>(res)
      expect(error.code).toBe('VALIDATION_ERROR')
      expect(error.message).toContain('Idempotency-Key')
    }
    expect((await cartOf(app, token)).version).toBe(0)
    // 255 visible characters is the longest valid key.
    const longest = await app.request(CART, putCart(token, { items: [], baseVersion: 0 }, '~'.repeat(255)))
    expect(longest.status).toBe(200)
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

  it('ignores the key on endpoints that issue credentials, so tokens are never stored', async () => {
    const { app, db } = await createTestApp()
    const { email, password } = await createUser(db)
    const key = newKey()
    const login = () => app.request('/api/Auth/login', keyed(key, jsonRequest({ email, password })))
    const first = v.parse(LoginSuccessSchema, (await body<Data>(await login())).data)
    const secondRes = await login()
    expect(secondRes.headers.get(REPLAYED)).toBeNull()
    const second = v.parse(LoginSuccessSchema, (await body<Data>(secondRes)).data)
    expect(second.refreshToken).not.toBe(first.refreshToken)
    const refresh = await app.request(
      '/api/Auth/refresh',
      keyed(key, jsonRequest({ refreshToken: second.refreshToken })),
    )
    expect(refresh.status).toBe(200)
    expect(await storedKey(db, ANONYMOUS_SCOPE, key)).toBeUndefined()
    expect((await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).length).toBe(0)
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
