import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import { checkoutSessions, invoiceCounters, subscriptions } from '../../db/schema/billing'
import { createTestApp, createTestServiceContext } from '../../test/test-app'
import { billingCounts, buyer, fillCart, openCheckout } from './billing-test-support'
import { handlePaymentEvent } from './handle-payment-event'
import { CHECKOUT_METADATA_KEY } from './stripe-events'
import { paidCheckoutEvents } from './test-provider'

const WEBHOOK_SECRET = 'whsec_test_reelhire_fixture_secret'
const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_reelhire_fixture', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }

type App = Awaited<ReturnType<typeof createTestApp>>['app']
let app: App
let db: Db

beforeAll(async () => {
  const test = await createTestApp()
  app = test.app
  db = test.db
})

describe('provider events are handled exactly once', () => {
  it('the same events delivered twice make one subscription, one invoice and one invoice number', async () => {
    const me = await buyer(app, db)
    const opened = await openCheckout(app, me.token, await fillCart(app, me.token, 3, 'monthly'))
    const [session] = await db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, opened.body.data.id))
    const ctx = await createTestServiceContext()
    const events = paidCheckoutEvents(session!, 995, new Date())
    for (const event of events) expect(await handlePaymentEvent(ctx, event)).toEqual({ duplicate: false })
    for (const event of events) expect(await handlePaymentEvent(ctx, event)).toEqual({ duplicate: true })
    // Two deliveries racing: one applies, the other finds the id taken.
    const results = await Promise.all([
      handlePaymentEvent(ctx, events[1]!),
      handlePaymentEvent(ctx, events[1]!),
    ])
    expect(results.every((r) => r.duplicate)).toBe(true)

    expect(await billingCounts(db, me.userId)).toEqual({ subscriptions: 1, invoices: 1 })
    const [counter] = await db
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.accountId, session!.accountId))
    expect(counter?.lastSequence).toBe(1)
  })

  it('an invoice before its subscription is refused and not recorded, so the retry applies it', async () => {
    const me = await buyer(app, db)
    const opened = await openCheckout(app, me.token, await fillCart(app, me.token, 1, 'monthly'))
    const [session] = await db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, opened.body.data.id))
    const ctx = await createTestServiceContext()
    const [subscription, invoice] = paidCheckoutEvents(session!, 995, new Date())
    await expect(handlePaymentEvent(ctx, invoice!)).rejects.toMatchObject({ code: 'CONFLICT_ERROR' })
    await handlePaymentEvent(ctx, subscription!)
    expect(await handlePaymentEvent(ctx, invoice!)).toEqual({ duplicate: false })
    expect(await billingCounts(db, me.userId)).toEqual({ subscriptions: 1, invoices: 1 })
  })
})

/** A customer.subscription.created event as Stripe sends it (the fields we read, and a few around them). */
function subscriptionCreatedFixture(checkoutId: string, eventId: string) {
  const now = Math.floor(Date.now() / 1000)
  return {
    id: eventId,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: now,
    livemode: false,
    type: 'customer.subscription.created',
    data: {
      object: {
        id: `sub_fixture_${eventId}`,
        object: 'subscription',
        customer: 'cus_fixture',
        status: 'active',
        cancel_at_period_end: false,
        metadata: { [CHECKOUT_METADATA_KEY]: checkoutId },
        items: {
          object: 'list',
          data: [
            {
              id: 'si_fixture',
              object: 'subscription_item',
              quantity: 5,
              current_period_start: now,
              current_period_end: now + 365 * 86_400,
              price: {
                id: 'price_fixture',
                object: 'price',
                unit_amount: 9552,
                recurring: { interval: 'year' },
              },
            },
          ],
        },
      },
    },
  }
}

describe('the Stripe webhook endpoint', () => {
  it('verifies a signed fixture, applies it once, and refuses a tampered one with 400', async () => {
    const stripeApp = await createTestApp({ env: STRIPE_ENV })
    const me = await buyer(stripeApp.app, stripeApp.db)
    // The session is stored as the Stripe provider would store it, without calling Stripe.
    const version = await fillCart(stripeApp.app, me.token, 5, 'annual')
    const testOpened = await openCheckout(app, me.token, version)
    expect(testOpened.status).toBe(201)
    await db
      .update(checkoutSessions)
      .set({ provider: 'stripe' })
      .where(eq(checkoutSessions.id, testOpened.body.data.id))

    const payload = JSON.stringify(
      subscriptionCreatedFixture(testOpened.body.data.id, `evt_fixture_${Date.now()}`),
    )
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    const deliver = (body: string, sig: string | null) =>
      stripeApp.app.request('/api/Payment/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(sig ? { 'stripe-signature': sig } : {}) },
        body,
      })

    const tampered = payload.replace('"quantity":5', '"quantity":20')
    expect((await deliver(tampered, signature)).status).toBe(400)
    expect((await deliver(payload, null)).status).toBe(400)
    const wrongSecret = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' })
    expect((await deliver(payload, wrongSecret)).status).toBe(400)
    expect(await billingCounts(db, me.userId)).toEqual({ subscriptions: 0, invoices: 0 })

    const first = await deliver(payload, signature)
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ data: { received: true, duplicate: false } })
    const second = await deliver(payload, signature)
    expect(await second.json()).toMatchObject({ data: { received: true, duplicate: true } })

    const rows = await db.select().from(subscriptions).where(eq(subscriptions.buyerUserId, me.userId))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      provider: 'stripe',
      quantity: 5,
      billingCycle: 'annual',
      status: 'active',
    })
  })

  it('answers 400 when no Stripe is configured (the test provider has no webhooks)', async () => {
    const res = await app.request('/api/Payment/webhook', { method: 'POST', body: '{}' })
    expect(res.status).toBe(400)
  })
})
