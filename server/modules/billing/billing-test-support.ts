import { count, eq } from 'drizzle-orm'
import type { BillingCycle } from '@/api/pricing'
import { Role } from '@/api/roles'
import type { Db } from '../../db/client'
import { checkoutSessions, invoices, subscriptions } from '../../db/schema/billing'
import { createUser, signIn } from '../../test/identity'
import { call } from '../companies/test-support'

/** Shared steps of the billing tests: a signed-in buyer with a cart, and counts of what checkout produced. */

type AppLike = Parameters<typeof call>[0]

export const PAY_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ada Buyer' }
export const DECLINED_CARD = { ...PAY_CARD, cardNumber: '4000 0000 0000 0002' }
export const NO_FUNDS_CARD = { ...PAY_CARD, cardNumber: '4000000000009995' }

export async function buyer(app: AppLike, db: Db, role: Role = Role.Employer) {
  const { email, user } = await createUser(db, { role })
  const { token } = await signIn(app, email)
  return { token, userId: user.id, email }
}

/** Puts `users` seats billed `cycle` in the buyer's cart; answers the cart version. */
export async function fillCart(
  app: AppLike,
  token: string,
  users: number,
  cycle: BillingCycle,
  quantity = 1,
) {
  const current = await call<{ version: number }>(app, 'GET', '/api/Billing/cart', token)
  const res = await call<{ version: number }>(app, 'PUT', '/api/Billing/cart', token, {
    items: [{ id: 'premium-seats', quantity, users, billingCycle: cycle }],
    baseVersion: current.body.data.version,
  })
  if (res.status !== 200) throw new Error(`cart PUT ${res.status}`)
  return res.body.data.version
}

export async function openCheckout(app: AppLike, token: string, cartVersion: number) {
  return call<{ id: string; provider: string; amountCents: number; seats: number; url: string | null }>(
    app,
    'POST',
    '/api/Billing/checkout',
    token,
    { cartVersion },
  )
}

export async function billingCounts(db: Db, userId: string) {
  const [subs] = await db
    .select({ n: count() })
    .from(subscriptions)
    .where(eq(subscriptions.buyerUserId, userId))
  const sessions = await db
    .select({ subscriptionId: checkoutSessions.subscriptionId })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.userId, userId))
  let invoiceCount = 0
  for (const s of sessions) {
    if (!s.subscriptionId) continue
    const [row] = await db
      .select({ n: count() })
      .from(invoices)
      .where(eq(invoices.subscriptionId, s.subscriptionId))
    invoiceCount += row?.n ?? 0
  }
  return { subscriptions: subs?.n ?? 0, invoices: invoiceCount }
}
