import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import { invoices, subscriptions } from '../../db/schema/billing'
import { users } from '../../db/schema/users'
import { createTestApp, createTestServiceContext } from '../../test/test-app'
import { call } from '../companies/test-support'
import { buyer, fillCart, openCheckout, PAY_CARD } from './billing-test-support'
import { testProvider } from './test-provider'
import { reconcileBilling } from './reconcile'

/**
 * Scheduled reconciliation: when a paid period ends with no event, the provider is asked (the test provider
 * answers as Stripe would: ended when cancelled, else renewed with an invoice), and the Premium flag follows.
 */

type App = Awaited<ReturnType<typeof createTestApp>>['app']
let app: App
let db: Db

beforeAll(async () => {
  const test = await createTestApp()
  app = test.app
  db = test.db
})

async function premiumBuyer(cycle: 'monthly' | 'annual') {
  const me = await buyer(app, db)
  const opened = await openCheckout(app, me.token, await fillCart(app, me.token, 2, cycle))
  const paid = await call(
    app,
    'POST',
    `/api/Billing/test-payments/${opened.body.data.id}/pay`,
    me.token,
    PAY_CARD,
  )
  expect(paid.status).toBe(200)
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.buyerUserId, me.userId))
  if (!sub) throw new Error('no subscription')
  return { ...me, subscriptionId: sub.id }
}

const isPremium = async (userId: string) =>
  (await db.select({ p: users.isPremium }).from(users).where(eq(users.id, userId)))[0]?.p

/** Moves the subscription's period into the past, as if a month passed with no event. */
const lapse = (id: string, cancelAtPeriodEnd: boolean) =>
  db
    .update(subscriptions)
    .set({
      currentPeriodStart: new Date(Date.now() - 40 * 86_400_000),
      currentPeriodEnd: new Date(Date.now() - 86_400_000),
      cancelAtPeriodEnd,
    })
    .where(eq(subscriptions.id, id))

describe('reconcileBilling', () => {
  it('ends a cancelled subscription whose period ran out: Premium flag cleared, nothing renewed', async () => {
    const me = await premiumBuyer('monthly')
    expect(await isPremium(me.userId)).toBe(true)
    await lapse(me.subscriptionId, true)
    const ctx = await createTestServiceContext()
    await reconcileBilling(ctx, () => testProvider)
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, me.subscriptionId))
    expect(sub?.status).toBe('canceled')
    expect(await isPremium(me.userId)).toBe(false)
    const summary = await call<{ plan: string; isPremium: boolean }>(
      app,
      'GET',
      '/api/Billing/subscription',
      me.token,
    )
    expect(summary.body.data).toMatchObject({ plan: 'free', isPremium: false })
  })

  it('renews a subscription that was not cancelled, once, with its invoice', async () => {
    const me = await premiumBuyer('monthly')
    await lapse(me.subscriptionId, false)
    const ctx = await createTestServiceContext()
    await reconcileBilling(ctx, () => testProvider)
    await reconcileBilling(ctx, () => testProvider)
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, me.subscriptionId))
    expect(sub?.status).toBe('active')
    expect(sub!.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now())
    const [n] = await db
      .select({ n: count() })
      .from(invoices)
      .where(eq(invoices.subscriptionId, me.subscriptionId))
    expect(n?.n).toBe(2)
    expect(await isPremium(me.userId)).toBe(true)
  })

  it('clears a Premium flag that no subscription backs', async () => {
    const me = await buyer(app, db)
    await db.update(users).set({ isPremium: true }).where(eq(users.id, me.userId))
    await reconcileBilling(await createTestServiceContext(), () => null)
    expect(await isPremium(me.userId)).toBe(false)
  })
})
