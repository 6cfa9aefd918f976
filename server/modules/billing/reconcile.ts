import { and, eq, lte } from 'drizzle-orm'
import type { ServiceContext } from '../../core/service-context'
import { subscriptionMembers, subscriptions } from '../../db/schema/billing'
import { users } from '../../db/schema/users'
import { handlePaymentEvent } from './handle-payment-event'
import type { PaymentProvider } from './payment-provider'
import { syncPremiumFlags } from './subscriptions'

/**
 * Scheduled reconciliation (decision 034's "still to do"; reconcile-job.ts runs it). Two things can leave
 * our copy of billing behind the truth:
 * - a subscription whose paid period ended with no event from the provider (a lost webhook, a server that
 *   was down): the provider is asked for its state, which is applied through the one event handler;
 * - users.is_premium, which only changes in a transaction that changed a subscription: a period that simply
 *   ran out changes no row, so the flag (what the badge and the session read) is recomputed here. The AI
 *   quota reads hasActivePremium, which already answers from the period, so it follows at once.
 */
export async function reconcileBilling(
  ctx: ServiceContext,
  providerFor: (name: 'stripe' | 'test') => PaymentProvider | null,
): Promise<{ refreshed: number; usersChecked: number }> {
  const now = ctx.now()
  const lapsed = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodEnd, now)))
    .limit(200)
  let refreshed = 0
  for (const row of lapsed) {
    const provider = providerFor(row.provider)
    if (!provider) continue
    try {
      const events = await provider.refreshSubscription(
        {
          providerSubscriptionId: row.providerSubscriptionId,
          providerCustomerId: row.providerCustomerId,
          checkoutSessionId: null,
          status: row.status,
          billingCycle: row.billingCycle,
          quantity: row.quantity,
          currentPeriodStart: row.currentPeriodStart,
          currentPeriodEnd: row.currentPeriodEnd,
          cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        },
        now,
      )
      for (const event of events) await handlePaymentEvent(ctx, event)
      refreshed += 1
    } catch (error) {
      // One provider failure must not stop the rest; the next run tries again.
      ctx.log.warn({ err: error, subscriptionId: row.id }, 'billing reconciliation: refresh failed')
    }
  }

  // Everyone whose flag could be wrong: flagged Premium, or holding a seat on any subscription.
  const flagged = await ctx.db.select({ id: users.id }).from(users).where(eq(users.isPremium, true))
  const seated = await ctx.db.selectDistinct({ id: subscriptionMembers.userId }).from(subscriptionMembers)
  const ids = [...new Set([...flagged, ...seated].map((u) => u.id))]
  for (let i = 0; i < ids.length; i += 500) {
    await syncPremiumFlags(ctx.db, ids.slice(i, i + 500), now)
  }
  return { refreshed, usersChecked: ids.length }
}
