import { and, eq, sql } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import type { PaymentProviderName } from '@/api/billing/subscription'
import type { Db } from '../../db/client'
import { checkoutSessions, paymentEvents, subscriptionMembers, subscriptions } from '../../db/schema/billing'
import { carts } from '../../db/schema/carts'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import { isUuid } from '../../core/uuid'
import { commissionForInvoice } from '../affiliates/commissions'
import { issueInvoice } from './invoices'
import { applyRefund } from './refund-event'
import type { InvoiceSnapshot, PaymentEvent, SubscriptionSnapshot } from './payment-events'
import { membersOf, syncPremiumFlags } from './subscriptions'

/**
 * The one place provider events change billing (decision 034), for Stripe's webhooks and the test provider
 * alike. Each event runs in one transaction that first records its id: a redelivered event finds its id
 * taken and does nothing (exactly once, also when two deliveries race — the second waits on the first's
 * row). An event that cannot be applied yet (an invoice before its subscription) throws, which rolls the
 * id back too, so the provider's retry applies it later.
 */
export async function handlePaymentEvent(
  ctx: ServiceContext,
  event: PaymentEvent,
): Promise<{ duplicate: boolean }> {
  const now = ctx.now()
  const result = await ctx.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider: event.provider, eventId: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId })
    if (!fresh) return { duplicate: true }
    switch (event.type) {
      case 'subscription.updated':
      case 'subscription.deleted':
        await applySubscription(
          tx,
          event.provider,
          event.subscription,
          event.type === 'subscription.deleted',
          now,
        )
        break
      case 'invoice.paid':
        await applyInvoice(tx, event.provider, event.invoice)
        break
      case 'invoice.refunded':
        await applyRefund(tx, event, now)
        break
      case 'checkout.completed':
        await completeCheckout(tx, event.provider, event.checkoutSessionId, now)
        break
      case 'checkout.failed':
        await tx
          .update(checkoutSessions)
          .set({ lastError: event.reason })
          .where(
            and(
              checkoutSessionMatch(event.provider, event.checkoutSessionId),
              eq(checkoutSessions.status, 'open'),
            ),
          )
        break
      case 'ignored':
        break
    }
    return { duplicate: false }
  })
  ctx.log.info({ provider: event.provider, eventId: event.id, type: event.type, ...result }, 'payment event')
  return result
}

const checkoutSessionMatch = (provider: PaymentProviderName, id: string) =>
  isUuid(id) ? and(eq(checkoutSessions.id, id), eq(checkoutSessions.provider, provider)) : sql`false`

async function applySubscription(
  tx: Db,
  provider: PaymentProviderName,
  snapshot: SubscriptionSnapshot,
  deleted: boolean,
  now: Date,
): Promise<void> {
  const state = {
    status: deleted ? ('canceled' as const) : snapshot.status,
    billingCycle: snapshot.billingCycle,
    quantity: snapshot.quantity,
    currentPeriodStart: snapshot.currentPeriodStart,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    updatedAt: now,
  }
  const [updated] = await tx
    .update(subscriptions)
    .set(state)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, snapshot.providerSubscriptionId),
      ),
    )
    .returning({ id: subscriptions.id })
  if (updated) {
    await syncPremiumFlags(tx, await membersOf(tx, updated.id), now)
    return
  }
  // A new subscription: the checkout session it came from says whose it is. One we did not start is ignored.
  if (!snapshot.checkoutSessionId) return
  // Locked, so two payments racing on one checkout make one subscription: the second finds it linked.
  const [session] = await tx
    .select()
    .from(checkoutSessions)
    .where(checkoutSessionMatch(provider, snapshot.checkoutSessionId))
    .for('update')
  if (!session || session.subscriptionId) return
  const [created] = await tx
    .insert(subscriptions)
    .values({
      accountId: session.accountId,
      buyerUserId: session.userId,
      provider,
      providerSubscriptionId: snapshot.providerSubscriptionId,
      providerCustomerId: snapshot.providerCustomerId,
      ...state,
      createdAt: now,
    })
    .returning({ id: subscriptions.id })
  if (!created) throw new Error('subscription insert returned no row')
  // Seats start with the buyer; team invitations add members later, up to the quantity.
  await tx
    .insert(subscriptionMembers)
    .values({ subscriptionId: created.id, userId: session.userId, addedAt: now })
  await tx
    .update(checkoutSessions)
    .set({ subscriptionId: created.id })
    .where(eq(checkoutSessions.id, session.id))
  await syncPremiumFlags(tx, [session.userId], now)
}

async function applyInvoice(tx: Db, provider: PaymentProviderName, invoice: InvoiceSnapshot): Promise<void> {
  const [subscription] = await tx
    .select({ id: subscriptions.id, accountId: subscriptions.accountId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, invoice.providerSubscriptionId),
      ),
    )
  if (!subscription) {
    // Stripe does not promise order: the subscription's own event may still be on its way. Not recorded, so
    // the retry finds it.
    throw new AppError(ErrorCode.CONFLICT_ERROR, { message: 'The invoice’s subscription is not known yet.' })
  }
  await issueInvoice(tx, {
    provider,
    accountId: subscription.accountId,
    subscriptionId: subscription.id,
    invoice,
  })
  // A referred customer's payment earns their affiliate a commission, in this same transaction (decision 041).
  await commissionForInvoice(tx, provider, invoice.providerInvoiceId)
}

async function completeCheckout(tx: Db, provider: PaymentProviderName, checkoutId: string, now: Date) {
  const [session] = await tx
    .update(checkoutSessions)
    .set({ status: 'complete', completedAt: now, lastError: null })
    .where(and(checkoutSessionMatch(provider, checkoutId), eq(checkoutSessions.status, 'open')))
    .returning()
  if (!session) return
  // The cart that was paid for is emptied — unless it was changed since (then what is in it was not bought).
  await tx
    .update(carts)
    .set({ items: [], version: sql`${carts.version} + 1`, updatedAt: now })
    .where(and(eq(carts.userId, session.userId), eq(carts.version, session.cartVersion)))
}
