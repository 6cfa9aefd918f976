import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { EmailVerificationRequiredSchema, LoginSuccessSchema } from '@/api/auth'
import { CartSchema, type Cart, type CartLineInput } from '@/api/cart'
import { bearer, body, createUser, PASSWORD, signIn, withBearer, type Failure } from '../../test/identity'
import { createTestApp, jsonRequest } from '../../test/test-app'

type Data = { data: unknown; message?: string }
const CART = '/api/Billing/cart'

const line = (overrides: Partial<CartLineInput> = {}): CartLineInput => ({
  id: 'premium-seats',
  quantity: 1,
  users: 1,
  billingCycle: 'monthly',
  ...overrides,
})
const put = (token: string, input: unknown) => withBearer(token, jsonRequest(input, { method: 'PUT' }))
const merge = (token: string, input: unknown) => withBearer(token, jsonRequest(input))
const cartOf = async (res: Response): Promise<Cart> => v.parse(CartSchema, (await body<Data>(res)).data)

async function signedIn() {
  const { app, db } = await createTestApp()
  const { email } = await createUser(db)
  const { token } = await signIn(app, email)
  return { app, db, token }
}

describe('/api/Billing/cart', () => {
  it('is empty with version 0 for a user who never had one', async () => {
    const { app, token } = await signedIn()
    const res = await app.request(CART, bearer(token))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await cartOf(res)).toEqual({ items: [], version: 0, updatedAt: null })
  })

  it('stores a PUT as the next version and prices every line on the server', async () => {
    const { app, token } = await signedIn()
    const res = await app.request(
      CART,
      put(token, { items: [line({ quantity: 2, users: 3, billingCycle: 'annual' })], baseVersion: 0 }),
    )
    expect(res.status).toBe(200)
    const cart = await cartOf(res)
    // 3 seats × $9.95 × 12 × 0.8 = $286.56 per year, per unit.
    expect(cart.items).toEqual([
      {
        id: 'premium-seats',
        name: 'Premium seats',
        price: 286.56,
        quantity: 2,
        users: 3,
        billingCycle: 'annual',
      },
    ])
    expect(cart.version).toBe(1)
    expect(cart.updatedAt).not.toBeNull()
    expect(await cartOf(await app.request(CART, bearer(token)))).toEqual(cart)

    // Changing users and cycle reprices; an empty list clears the cart.
    const repriced = await cartOf(
      await app.request(CART, put(token, { items: [line({ users: 2 })], baseVersion: 1 })),
    )
    expect(repriced.items[0]?.price).toBe(19.9)
    expect(repriced.version).toBe(2)
    const cleared = await cartOf(await app.request(CART, put(token, { items: [], baseVersion: 2 })))
    expect(cleared).toMatchObject({ items: [], version: 3 })
  })

  it('does not accept a price (or anything else unknown) from the client', async () => {
    const { app, token } = await signedIn()
    for (const extra of [{ price: 0.01 }, { name: 'Free seats' }]) {
      const res = await app.request(CART, put(token, { items: [{ ...line(), ...extra }], baseVersion: 0 }))
      expect(res.status).toBe(400)
      const { error } = await body<Failure>(res)
      expect(error.code).toBe('VALIDATION_ERROR')
      expect(error.message).toMatch(/^Validation failed: items\.0\./)
    }
    const top = await app.request(CART, put(token, { items: [], baseVersion: 0, version: 7 }))
    expect(top.status).toBe(400)
    expect((await cartOf(await app.request(CART, bearer(token)))).version).toBe(0)
  })

  it('answers 409 VERSION_CONFLICT with the current version when the base is outdated', async () => {
    const { app, token } = await signedIn()
    await app.request(CART, put(token, { items: [line()], baseVersion: 0 }))
    for (const baseVersion of [0, 5]) {
      const res = await app.request(CART, put(token, { items: [line({ quantity: 9 })], baseVersion }))
      expect(res.status).toBe(409)
      const { error } = await body<Failure>(res)
      expect(error).toMatchObject({ code: 'VERSION_CONFLICT', details: { version: 1 } })
    }
    const cart = await cartOf(await app.request(CART, bearer(token)))
    expect(cart).toMatchObject({ version: 1, items: [{ quantity: 1 }] })
  })

  it('lets exactly one of two concurrent PUTs on the same version win', async () => {
    const { app, token } = await signedIn()
    for (const baseVersion of [0, 1]) {
      const results = await Promise.all(
        [3, 4].map((quantity) => app.request(CART, put(token, { items: [line({ quantity })], baseVersion }))),
      )
      expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    }
    expect((await cartOf(await app.request(CART, bearer(token)))).version).toBe(2)
  })

  it('merges lines: a new product is added, an existing one adds quantity and takes the new users and cycle', async () => {
    const { app, token } = await signedIn()
    const first = await app.request(
      `${CART}/merge`,
      merge(token, { items: [line({ quantity: 2, users: 3 })] }),
    )
    expect(first.status).toBe(200)
    expect(await cartOf(first)).toMatchObject({
      version: 1,
      items: [{ quantity: 2, users: 3, price: 29.85 }],
    })

    const second = await cartOf(
      await app.request(
        `${CART}/merge`,
        merge(token, { items: [line({ quantity: 1, users: 5, billingCycle: 'annual' })] }),
      ),
    )
    expect(second.version).toBe(2)
    expect(second.items).toEqual([
      {
        id: 'premium-seats',
        name: 'Premium seats',
        price: 477.6,
        quantity: 3,
        users: 5,
        billingCycle: 'annual',
      },
    ])
  })

  it('refuses invalid lines with the validation message', async () => {
    const { app, token } = await signedIn()
    const cases: [unknown[], string][] = [
      [[line({ users: 0 })], 'items.0.users: Users must be between 1 and 20'],
      [[line({ users: 21 })], 'items.0.users: Users must be between 1 and 20'],
      [[line({ quantity: 0 })], 'items.0.quantity: Quantity must be at least 1'],
      [[{ ...line(), id: 'gold-bars' }], 'items.0.id: Unknown product'],
      [[line(), line({ users: 2 })], 'items: Each product may appear once'],
    ]
    for (const [items, expected] of cases) {
      for (const [path, init] of [
        [CART, put(token, { items, baseVersion: 0 })],
        [`${CART}/merge`, merge(token, { items })],
      ] as const) {
        const res = await app.request(path, init)
        expect(res.status, expected).toBe(400)
        const { error } = await body<Failure>(res)
        expect(error.code).toBe('VALIDATION_ERROR')
        expect(error.message).toBe(`Validation failed: ${expected}`)
      }
    }
    expect((await cartOf(await app.request(CART, bearer(token)))).version).toBe(0)
  })

  it('needs a signed-in, verified user', async () => {
    const { app, db } = await createTestApp()
    const input = { items: [line()], baseVersion: 0 }
    for (const res of [
      await app.request(CART),
      await app.request(CART, jsonRequest(input, { method: 'PUT' })),
      await app.request(`${CART}/merge`, jsonRequest({ items: [line()] })),
      await app.request(CART, put('not-a-token', input)),
    ]) {
      expect(res.status).toBe(401)
      expect((await body<Failure>(res)).error.code).toBe('AUTHENTICATION_ERROR')
    }

    // Decision 007: an unverified account signs in with a session that only reaches the verify gate.
    const { email } = await createUser(db, { verified: false })
    const login = await app.request('/api/Auth/login', jsonRequest({ email, password: PASSWORD }))
    const { session } = v.parse(EmailVerificationRequiredSchema, (await body<Data>(login)).data)
    const token = v.parse(LoginSuccessSchema, session).token
    const res = await app.request(CART, put(token, input))
    expect(res.status).toBe(400)
    expect((await body<Failure>(res)).error.code).toBe('ACCOUNT_UNVERIFIED')
  })

  it('keeps each user to their own cart', async () => {
    const { app, db, token } = await signedIn()
    const { email } = await createUser(db)
    const other = await signIn(app, email)
    await app.request(CART, put(token, { items: [line({ quantity: 4 })], baseVersion: 0 }))
    expect(await cartOf(await app.request(CART, bearer(other.token)))).toEqual({
      items: [],
      version: 0,
      updatedAt: null,
    })
  })
})
