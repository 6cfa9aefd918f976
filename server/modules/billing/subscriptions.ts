import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { BillingSubscription, SubscriptionDetails } from '@/api/billing/subscription'
import { formatCentsPerCycle, priceCents } from '@/api/pricing'
import type { Db } from '../../db/client'
import { subscriptionMembers, subscriptions, type SubscriptionRow } from '../../db/schema/billing'
import { users } from '../../db/schema/users'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import { billingAccountOf } from './billing-policy'

/** Subscriptions as the rest of the app sees them: "is this user Premium", and the billing page's summary. */

/** Premium means a seat on a subscription that is active and whose paid period has not ended. */
const grantsPremium = (now: Date) =>
  and(eq(subscriptions.status, 'active'), gt(subscriptions.currentPeriodEnd, now))

/**
 * Whether the user holds a Premium seat right now (unlimited AI, the Premium badge). The one answer to
 * "is this user Premium" for every module (the AI quota reads it).
 */
export async function hasActivePremium(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  userId: string,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ one: sql<number>`1` })
    .from(subscriptionMembers)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionMembers.subscriptionId))
    .where(and(eq(subscriptionMembers.userId, userId), grantsPremium(ctx.now())))
    .limit(1)
  return row !== undefined
}

/**
 * Keeps users.is_premium (what the session, the badge and people cards read) equal to hasActivePremium for
 * these users; called in the transaction that changed their subscription.
 */
export async function syncPremiumFlags(db: Db, userIds: readonly string[], now: Date): Promise<void> {
  if (userIds.length === 0) return
  const premium = db
    .select({ userId: subscriptionMembers.userId })
    .from(subscriptionMembers)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionMembers.subscriptionId))
    .where(and(inArray(subscriptionMembers.userId, [...userIds]), grantsPremium(now)))
  await db
    .update(users)
    .set({ isPremium: sql`${users.id} in (${premium})` })
    .where(inArray(users.id, [...userIds]))
}

export async function membersOf(db: Db, subscriptionId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: subscriptionMembers.userId })
    .from(subscriptionMembers)
    .where(eq(subscriptionMembers.subscriptionId, subscriptionId))
  return rows.map((r) => r.userId)
}

export function toSubscriptionDetails(row: SubscriptionRow, seatsUsed: number): SubscriptionDetails {
  const amountCents = priceCents(row.quantity, row.billingCycle)
  return {
    id: row.id,
    plan: 'premium',
    status: row.status,
    billingCycle: row.billingCycle,
    quantity: row.quantity,
    seatsUsed,
    amountCents,
    priceLabel: formatCentsPerCycle(amountCents, row.billingCycle),
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    provider: row.provider,
  }
}

/** The account's current subscription: the newest one that is not canceled. */
export async function currentSubscriptionOf(db: Db, accountId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, accountId), sql`${subscriptions.status} <> 'canceled'`))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
  return row ?? null
}

export async function subscriptionDetails(db: Db, row: SubscriptionRow): Promise<SubscriptionDetails> {
  return toSubscriptionDetails(row, (await membersOf(db, row.id)).length)
}

/** GET /api/Billing/subscription: the plan of the account the caller manages billing for, and their own seat. */
export async function getBillingSubscription(
  ctx: ServiceContext,
  viewer: SignedInViewer,
): Promise<BillingSubscription> {
  const accountId = await billingAccountOf(ctx.db, viewer)
  const row = await currentSubscriptionOf(ctx.db, accountId)
  const active = row !== null && row.status === 'active' && row.currentPeriodEnd > ctx.now()
  return {
    plan: active ? 'premium' : 'free',
    isPremium: await hasActivePremium(ctx, viewer.userId),
    subscription: row ? await subscriptionDetails(ctx.db, row) : null,
  }
}
