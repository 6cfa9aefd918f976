import { beforeAll, describe, expect, it } from 'vitest'
import type { PaymentMethodList } from '@/api/billing/payment-methods'
import { createTestApp } from '../../test/test-app'
import { call } from '../companies/test-support'
import { buyer, DECLINED_CARD, PAY_CARD } from './billing-test-support'

/**
 * Payment methods with the built-in test provider: a setup session only returns to our own origin, its
 * TEST MODE form adds Stripe's test cards (brand and last four kept), and a card is removed only by its
 * account's manager.
 */

type T = Awaited<ReturnType<typeof createTestApp>>
let t: T
let origin: string

beforeAll(async () => {
  t = await createTestApp()
  origin = new URL(t.env.PUBLIC_URL).origin
})

const setup = (token: string, successUrl: string, cancelUrl = `${origin}/account`) =>
  call<{ Url: string }>(t.app, 'POST', '/api/Payment/create-setup-session', token, { successUrl, cancelUrl })

const methodsOf = async (token: string) =>
  (await call<PaymentMethodList>(t.app, 'GET', '/api/Billing/payment-methods', token)).body.data
    .paymentMethods

const setupTokenOf = (url: string) => new URL(url).searchParams.get('setup') ?? ''

describe('payment methods (test provider)', () => {
  it('refuses return addresses of another origin with 400', async () => {
    const me = await buyer(t.app, t.db)
    for (const [success, cancel] of [
      ['https://evil.example/phish', `${origin}/account`],
      [`${origin}/account`, 'https://evil.example/'],
      [`${origin}.evil.example/account`, `${origin}/account`],
    ] as const) {
      const res = await setup(me.token, success, cancel)
      expect(res.status).toBe(400)
      expect(res.body.error.code).toBe('VALIDATION_ERROR')
    }
    expect((await setup(me.token, 'not a url')).status).toBe(400)
    expect((await call(t.app, 'POST', '/api/Payment/create-setup-session', null, {})).status).toBe(401)
  })

  it('adds a test card through the TEST MODE form, lists it, removes it', async () => {
    const me = await buyer(t.app, t.db)
    expect(await methodsOf(me.token)).toEqual([])
    const opened = await setup(me.token, `${origin}/account?card=added`)
    expect(opened.status).toBe(200)
    const url = new URL(opened.body.data.Url)
    expect(url.origin).toBe(origin)
    expect(url.pathname).toBe('/checkout/payment-method')
    const setupToken = setupTokenOf(opened.body.data.Url)

    const declined = await call(t.app, 'POST', '/api/Billing/test-setup/confirm', me.token, {
      setupToken,
      ...DECLINED_CARD,
    })
    expect(declined.status).toBe(402)
    expect(await methodsOf(me.token)).toEqual([])

    const added = await call<{ redirectUrl: string }>(
      t.app,
      'POST',
      '/api/Billing/test-setup/confirm',
      me.token,
      {
        setupToken,
        ...PAY_CARD,
      },
    )
    expect(added.status).toBe(200)
    expect(added.body.data.redirectUrl).toBe(`${origin}/account?card=added`)
    const [card] = await methodsOf(me.token)
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, testMode: true })
    expect(JSON.stringify(await methodsOf(me.token))).not.toContain('4242424242424242')

    // Someone else can neither see nor remove it; an unknown id is a 404 too.
    const stranger = await buyer(t.app, t.db)
    expect(await methodsOf(stranger.token)).toEqual([])
    const foreign = await call(t.app, 'DELETE', `/api/Payment/payment-methods/${card!.id}`, stranger.token)
    expect(foreign.status).toBe(404)
    expect((await call(t.app, 'DELETE', '/api/Payment/payment-methods/pm_nope', me.token)).status).toBe(404)
    expect((await call(t.app, 'DELETE', '/api/Payment/payment-methods/a%20b', me.token)).status).toBe(404)

    const removed = await call(t.app, 'DELETE', `/api/Payment/payment-methods/${card!.id}`, me.token)
    expect(removed.status).toBe(200)
    expect(removed.body.message).toBe('Payment method removed.')
    expect(await methodsOf(me.token)).toEqual([])
  })

  it('refuses an altered setup link, or one opened by someone else', async () => {
    const me = await buyer(t.app, t.db)
    const other = await buyer(t.app, t.db)
    const setupToken = setupTokenOf((await setup(me.token, `${origin}/account`)).body.data.Url)
    const [body, signature] = setupToken.split('.')
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, unknown>
    const forged = `${Buffer.from(JSON.stringify({ ...payload, successUrl: 'https://evil.example/' })).toString('base64url')}.${signature}`
    for (const [token, setupTokenValue] of [
      [me.token, forged],
      [other.token, setupToken],
    ] as const) {
      const res = await call(t.app, 'POST', '/api/Billing/test-setup/confirm', token, {
        setupToken: setupTokenValue,
        ...PAY_CARD,
      })
      expect(res.status).toBe(400)
    }
    expect(await methodsOf(me.token)).toEqual([])
  })
})
