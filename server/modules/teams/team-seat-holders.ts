import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { subscriptionMembers, subscriptions } from '../../db/schema/billing'
import { currentSubscriptionOf, syncPremiumFlags } from '../billing/subscriptions'

/**
 * A team member holds a seat of the account's subscription, so Premium (unlimited AI, the badge) follows
 * membership: given on joining, taken on leaving. `tx` is the caller's transaction.
 */
export async function giveSeat(tx: Db, accountId: string, userId: string, now: Date): Promise<void> {
  const subscription = await currentSubscriptionOf(tx, accountId)
  if (!subscription) return
  await tx
    .insert(subscriptionMembers)
    .values({ subscriptionId: subscription.id, userId })
    .onConflictDoNothing()
  await syncPremiumFlags(tx, [userId], now)
}

export async function takeSeat(tx: Db, accountId: string, userId: string, now: Date): Promise<void> {
  const ofAccount = tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId))
  await tx
    .delete(subscriptionMembers)
    .where(
      and(eq(subscriptionMembers.userId, userId), inArray(subscriptionMembers.subscriptionId, ofAccount)),
    )
  await syncPremiumFlags(tx, [userId], now)
}
