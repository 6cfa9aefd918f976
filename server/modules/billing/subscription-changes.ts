import { SUBSCRIPTION_TEXTS, type BillingSubscription } from '@/api/billing/subscription'
import { ErrorCode } from '@/api/errors'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import { billingAccountOf } from './billing-policy'
import { handlePaymentEvent } from './handle-payment-event'
import type { PaymentProvider } from './payment-provider'
import { currentSubscriptionOf, getBillingSubscription } from './subscriptions'

/**
 * Cancel at period end, and resume (issue 17): asked of the provider that holds the subscription, whose
 * answer is applied as an event through handlePaymentEvent like any other. Premium stays until the paid
 * period ends either way; nothing is refunded.
 */
export async function setCancelAtPeriodEnd(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  cancel: boolean,
  providerFor: (name: 'stripe' | 'test') => PaymentProvider | null,
): Promise<BillingSubscription> {
  const accountId = await billingAccountOf(ctx.db, viewer)
  const row = await currentSubscriptionOf(ctx.db, accountId)
  if (!row || row.status !== 'active' || row.currentPeriodEnd <= ctx.now()) {
    throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: SUBSCRIPTION_TEXTS.noSubscription })
  }
  const provider = providerFor(row.provider)
  if (!provider)
    throw new AppError(ErrorCode.CONFLICT_ERROR, { message: SUBSCRIPTION_TEXTS.providerUnavailable })
  if (row.cancelAtPeriodEnd !== cancel) {
    const event = await provider.setCancelAtPeriodEnd(
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
      cancel,
    )
    await handlePaymentEvent(ctx, event)
  }
  return getBillingSubscription(ctx, viewer)
}
