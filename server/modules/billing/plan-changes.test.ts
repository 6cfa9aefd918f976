import { desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { BillingSubscription } from '@/api/billing/subscription'
import type { Db } from '../../db/client'
import { invoices, subscriptions } from '../../db/schema/billing'
import { createTestApp } from '../../test/test-app'
import { call } from '../companies/test-support'
import { buyer, fillCart, openCheckout, PAY_CARD } from './billing-test-support'
import { prorate } from './plan-proration'

/** Seats (prorated) and monthly ⇄ annual with the built-in test provider, through the one event handler. */

type App = Awaited<ReturnType<typeof createTestApp>>['app']
let app: App
let db: Db

beforeAll(async () => {
  const test = await createTestApp()
  app = test.app
  db = test.db
})

const change = (token: string, input: unknown) =>
  call<BillingSubscription>(app, 'POST', '/api/Billing/subscription/change', token, input)

const latestInvoice = async (subscriptionId: string) =>
  (
    await db
      .select()
      .from(invoices)
      .where(eq(invoices.subscriptionId, subscriptionId))
      .orderBy(desc(invoices.sequence))
  )[0]

describe('prorate', () => {
  const start = new Date('2026-01-01T00:00:00Z')
  const end = new Date('2026-02-01T00:00:00Z')
  const half = new Date((start.getTime() + end.getTime()) / 2)
  it('charges the difference for the time left, and never refunds', () => {
    const state = {
      quantity: 2,
      billingCycle: 'monthly' as const,
      currentPeriodStart: start,
      currentPeriodEnd: end,
    }
    expect(prorate(state, { quantity: 4, billingCycle: 'monthly' }, half)).toEqual({
      currentPeriodStart: start,
      currentPeriodEnd: end,
      chargeCents: 995,
    })
    expect(prorate(state, { quantity: 1, billingCycle: 'monthly' }, half).chargeCents).toBe(0)
    // Annual from mid-month: a new year starts now, the unused half month is credited.
    const annual = prorate(state, { quantity: 2, billingCycle: 'annual' }, half)
    expect(annual.currentPeriodStart).toEqual(half)
    expect(annual.chargeCents).toBe(19104 - 995)
  })
})

describe('POST /api/Billing/subscription/change', () => {
  it('adds a seat, then switches to annual, each with its prorated invoice', async () => {
    const me = await buyer(app, db)
    expect((await change(me.token, { quantity: 3 })).status).toBe(404)
    const opened = await openCheckout(app, me.token, await fillCart(app, me.token, 2, 'monthly'))
    expect(
      (await call(app, 'POST', `/api/Billing/test-payments/${opened.body.data.id}/pay`, me.token, PAY_CARD))
        .status,
    ).toBe(200)
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.buyerUserId, me.userId))

    const more = await change(me.token, { quantity: 3 })
    expect(more.status, JSON.stringify(more.body)).toBe(200)
    expect(more.body.data.subscription).toMatchObject({
      quantity: 3,
      billingCycle: 'monthly',
      priceLabel: '$29.85/month',
    })
    const seatInvoice = await latestInvoice(sub!.id)
    // Bought a moment ago: almost the whole month of one more seat.
    expect(seatInvoice?.totalCents).toBeGreaterThan(990)
    expect(seatInvoice?.totalCents).toBeLessThanOrEqual(995)

    const yearly = await change(me.token, { billingCycle: 'annual' })
    expect(yearly.status).toBe(200)
    expect(yearly.body.data.subscription).toMatchObject({
      quantity: 3,
      billingCycle: 'annual',
      priceLabel: '$286.56/year',
    })
    const cycleInvoice = await latestInvoice(sub!.id)
    expect(cycleInvoice?.totalCents).toBeGreaterThanOrEqual(28656 - 2985)
    expect(cycleInvoice?.totalCents).toBeLessThan(28656 - 2900)

    expect((await change(me.token, { billingCycle: 'annual' })).status).toBe(409)
    expect((await change(me.token, { quantity: 0 })).status).toBe(400)
    expect((await change(me.token, { quantity: 21 })).status).toBe(400)
    expect((await change(me.token, {})).status).toBe(400)
    expect((await change(me.token, { quantity: 2, price: 1 })).status).toBe(400)
  })
})
