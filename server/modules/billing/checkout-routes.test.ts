import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { CheckoutResultSchema } from '@/api/billing/checkout'
import { InvoiceListSchema, InvoiceSchema } from '@/api/billing/invoice'
import { BillingSubscriptionSchema } from '@/api/billing/subscription'
import { Role } from '@/api/roles'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/users'
import { createTestApp } from '../../test/test-app'
import { call } from '../companies/test-support'
import {
  billingCounts,
  buyer,
  DECLINED_CARD,
  fillCart,
  NO_FUNDS_CARD,
  openCheckout,
  PAY_CARD,
} from './billing-test-support'
import { hasActivePremium } from './subscriptions'

type App = Awaited<ReturnType<typeof createTestApp>>['app']
let app: App
let db: Db
let logs: Awaited<ReturnType<typeof createTestApp>>['logs']

beforeAll(async () => {
  const test = await createTestApp()
  app = test.app
  db = test.db
  logs = test.logs
})

/** No log line holds a card number, in any spelling the form sends. */
const expectNoCardInLogs = () => {
  const text = JSON.stringify(logs)
  for (const digits of [
    '4242424242424242',
    '4242 4242 4242 4242',
    '4000000000000002',
    '4000 0000 0000 0002',
  ]) {
    expect(text).not.toContain(digits)
  }
}

const pay = (token: string, sessionId: string, card: unknown) =>
  call(app, 'POST', `/api/Billing/test-payments/${sessionId}/pay`, token, card)

describe('checkout with the built-in test provider', () => {
  it('turns three annual seats into one subscription of quantity 3, one paid invoice and an empty cart', async () => {
    const me = await buyer(app, db)
    const version = await fillCart(app, me.token, 3, 'annual')
    const opened = await openCheckout(app, me.token, version)
    expect(opened.status, JSON.stringify(opened.body)).toBe(201)
    expect(opened.body.data).toMatchObject({ provider: 'test', seats: 3, amountCents: 28656, url: null })

    const paid = await pay(me.token, opened.body.data.id, PAY_CARD)
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    const result = v.parse(CheckoutResultSchema, paid.body.data)
    expect(result.session.status).toBe('complete')
    expect(result.subscription).toMatchObject({
      status: 'active',
      quantity: 3,
      seatsUsed: 1,
      billingCycle: 'annual',
      amountCents: 28656,
      priceLabel: '$286.56/year',
    })
    expect(result.invoice).toMatchObject({ totalCents: 28656, status: 'paid', testMode: true })
    expect(await billingCounts(db, me.userId)).toEqual({ subscriptions: 1, invoices: 1 })

    const cart = await call<{ items: unknown[] }>(app, 'GET', '/api/Billing/cart', me.token)
    expect(cart.body.data.items).toEqual([])
    expect(await hasActivePremium({ db, now: () => new Date() }, me.userId)).toBe(true)
    const [flag] = await db.select({ isPremium: users.isPremium }).from(users).where(eq(users.id, me.userId))
    expect(flag?.isPremium).toBe(true)

    const sub = await call(app, 'GET', '/api/Billing/subscription', me.token)
    expect(v.parse(BillingSubscriptionSchema, sub.body.data)).toMatchObject({
      plan: 'premium',
      isPremium: true,
    })

    const list = v.parse(
      InvoiceListSchema,
      (await call(app, 'GET', '/api/Billing/invoices', me.token)).body.data,
    )
    expect(list.invoices).toHaveLength(1)
    const invoice = list.invoices[0]!
    expect(invoice.number).toMatch(/^RH-[0-9A-F]{8}-0001$/)
    const detail = await call(app, 'GET', `/api/Billing/invoices/${invoice.id}`, me.token)
    expect(v.parse(InvoiceSchema, detail.body.data)).toMatchObject({
      subtotalCents: 28656,
      lines: [{ quantity: 3, unitAmountCents: 9552, amountCents: 28656 }],
    })

    // Paying the same session again changes nothing; a new checkout is refused while Premium is active.
    expect((await pay(me.token, opened.body.data.id, PAY_CARD)).status).toBe(409)
    const again = await fillCart(app, me.token, 1, 'monthly')
    expect((await openCheckout(app, me.token, again)).status).toBe(409)
    expect(await billingCounts(db, me.userId)).toEqual({ subscriptions: 1, invoices: 1 })
    expect(logs.length).toBeGreaterThan(0)
    expectNoCardInLogs()
  })

  it.each([
    ['declined', DECLINED_CARD, 'Your card was declined.'],
    ['insufficient funds', NO_FUNDS_CARD, 'Your card has insufficient funds.'],
  ])('a %s card answers 402 with its reason and creates nothing', async (_label, card, reason) => {
    const me = await buyer(app, db)
    const version = await fillCart(app, me.token, 2, 'monthly')
    const opened = await openCheckout(app, me.token, version)
    const res = await pay(me.token, opened.body.data.id, card)
    expect(res.status).toBe(402)
    expect(res.body.error).toMatchObject({ code: 'PAYMENT_DECLINED', message: reason })
    expect(await billingCounts(db, me.userId)).toEqual({ subscriptions: 0, invoices: 0 })
    const cart = await call<{ items: unknown[] }>(app, 'GET', '/api/Billing/cart', me.token)
    expect(cart.body.data.items).toHaveLength(1)
    const status = await call(app, 'GET', `/api/Billing/checkout/${opened.body.data.id}`, me.token)
    expect(status.body.data).toMatchObject({
      session: { status: 'open', lastError: reason },
      subscription: null,
    })
    expect(await hasActivePremium({ db, now: () => new Date() }, me.userId)).toBe(false)
    expectNoCardInLogs()
  })

  it('refuses a non-test or malformed card with 400 and never echoes the number', async () => {
    const me = await buyer(app, db)
    const opened = await openCheckout(app, me.token, await fillCart(app, me.token, 1, 'monthly'))
    for (const cardNumber of ['4111 1111 1111 1111', '4242 4242 4242 4241', 'abcd']) {
      const res = await pay(me.token, opened.body.data.id, { ...PAY_CARD, cardNumber })
      expect(res.status).toBe(400)
      expect(JSON.stringify(res.body)).not.toContain(cardNumber.replace(/ /g, '').slice(0, 12))
    }
    expect((await pay(me.token, opened.body.data.id, { ...PAY_CARD, expiry: '01/20' })).status).toBe(400)
    expect(await billingCounts(db, me.userId)).toEqual({ subscriptions: 0, invoices: 0 })
  })

  it('checks the cart: its version, emptiness and the 20-user limit', async () => {
    const me = await buyer(app, db)
    expect((await openCheckout(app, me.token, 1)).status).toBe(409)
    const version = await fillCart(app, me.token, 10, 'monthly', 3)
    const tooMany = await openCheckout(app, me.token, version)
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.error.message).toContain('1 to 20 users')
    expect((await openCheckout(app, me.token, version + 1)).status).toBe(409)
    expect((await openCheckout(app, me.token, 0)).status).toBe(400)
    expect((await call(app, 'POST', '/api/Billing/checkout', me.token, { cartVersion: 'x' })).status).toBe(
      400,
    )
  })

  it('keeps sessions and invoices to their owners', async () => {
    const me = await buyer(app, db)
    const other = await buyer(app, db, Role.JobSeeker)
    const opened = await openCheckout(app, me.token, await fillCart(app, me.token, 1, 'monthly'))
    expect((await call(app, 'GET', `/api/Billing/checkout/${opened.body.data.id}`, other.token)).status).toBe(
      404,
    )
    expect((await pay(other.token, opened.body.data.id, PAY_CARD)).status).toBe(404)
    const paid = v.parse(CheckoutResultSchema, (await pay(me.token, opened.body.data.id, PAY_CARD)).body.data)
    const invoiceId = paid.invoice!.id
    expect((await call(app, 'GET', `/api/Billing/invoices/${invoiceId}`, other.token)).status).toBe(404)
    const theirs = v.parse(
      InvoiceListSchema,
      (await call(app, 'GET', '/api/Billing/invoices', other.token)).body.data,
    )
    expect(theirs.invoices).toEqual([])
    expect((await call(app, 'GET', '/api/Billing/subscription')).status).toBe(401)
  })
})

describe('cancel at period end and resume', () => {
  it('keeps Premium until the period ends, and can be taken back', async () => {
    const me = await buyer(app, db)
    const other = await buyer(app, db)
    const opened = await openCheckout(app, me.token, await fillCart(app, me.token, 2, 'monthly'))
    expect((await pay(me.token, opened.body.data.id, PAY_CARD)).status).toBe(200)

    const canceled = await call(app, 'POST', '/api/Billing/subscription/cancel', me.token)
    expect(canceled.status).toBe(200)
    expect(canceled.body.message).toBe('Premium will end at the end of the paid period.')
    expect(v.parse(BillingSubscriptionSchema, canceled.body.data)).toMatchObject({
      plan: 'premium',
      isPremium: true,
      subscription: { cancelAtPeriodEnd: true, status: 'active' },
    })
    expect((await call(app, 'POST', '/api/Billing/subscription/cancel', me.token)).status).toBe(200)

    const resumed = await call(app, 'POST', '/api/Billing/subscription/resume', me.token)
    expect(v.parse(BillingSubscriptionSchema, resumed.body.data).subscription?.cancelAtPeriodEnd).toBe(false)
    // Someone without a subscription has nothing to cancel.
    expect((await call(app, 'POST', '/api/Billing/subscription/cancel', other.token)).status).toBe(404)
    expect(await hasActivePremium({ db, now: () => new Date() }, me.userId)).toBe(true)
    // Past the paid period Premium is over, whatever the flags say.
    const later = new Date(Date.now() + 40 * 86_400_000)
    expect(await hasActivePremium({ db, now: () => later }, me.userId)).toBe(false)
  })
})

describe('the test provider in production', () => {
  it('is refused unless ALLOW_TEST_PAYMENTS is set', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } })
    const me = await buyer(prod.app, prod.db)
    const res = await openCheckout(prod.app, me.token, await fillCart(prod.app, me.token, 1, 'monthly'))
    expect(res.status).toBe(403)
    expect(res.body.error.message).toBe('Test payments are turned off on this server.')

    const allowed = await createTestApp({ env: { NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true' } })
    const other = await buyer(allowed.app, allowed.db)
    const ok = await openCheckout(
      allowed.app,
      other.token,
      await fillCart(allowed.app, other.token, 1, 'monthly'),
    )
    expect(ok.status).toBe(201)
  })
})
