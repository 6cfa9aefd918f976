import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { LoginSuccessSchema } from '@/api/auth'
import { idempotencyKeys } from '../db/schema/idempotency-keys'
import { ANONYMOUS_SCOPE } from './idempotency-store'
import { body, createUser, signIn, uniqueEmail, type Failure } from '../test/identity'
import { createTestApp, jsonRequest } from '../test/test-app'
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
  storedKey,
  type Data,
} from './idempotency-test-support'

/**
 * Idempotency-Key: a retried write with the same key gets the first answer replayed instead of running
 * again; a different request under a used key, a key still in use, and a malformed key are refused.
 * Server errors and 401s are not stored; credential-issuing endpoints ignore the key.
 */

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
})
