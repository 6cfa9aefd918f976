import { ErrorCode } from '@/api/errors'
import { PLAN_CHANGE_TEXTS, type PlanChangeInput } from '@/api/billing/plan-change'
import { SUBSCRIPTION_TEXTS, type BillingSubscription } from '@/api/billing/subscription'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import { billingAccountOf } from './billing-policy'
import { handlePaymentEvent } from './handle-payment-event'
import type { PaymentProvider } from './payment-provider'
import { currentSubscriptionOf, getBillingSubscription, membersOf } from './subscriptions'

/**
 * POST /api/Billing/subscription/change: seats (prorated) and monthly ⇄ annual, asked of the provider that
 * holds the subscription; its answer is applied through handlePaymentEvent like every other event. Seats
 * never go below the members holding one.
 */
export async function changePlan(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  input: PlanChangeInput,
  providerFor: (name: 'stripe' | 'test') => PaymentProvider | null,
): Promise<BillingSubscription> {
  const accountId = await billingAccountOf(ctx.db, viewer)
  const row = await currentSubscriptionOf(ctx.db, accountId)
  if (!row || row.status !== 'active' || row.currentPeriodEnd <= ctx.now()) {
    throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: SUBSCRIPTION_TEXTS.noSubscription })
  }
  const next = {
    quantity: input.quantity ?? row.quantity,
    billingCycle: input.billingCycle ?? row.billingCycle,
  }
  if (next.quantity === row.quantity && next.billingCycle === row.billingCycle) {
    throw new AppError(ErrorCode.CONFLICT_ERROR, { message: PLAN_CHANGE_TEXTS.unchanged })
  }
  const used = (await membersOf(ctx.db, row.id)).length
  if (next.quantity < used) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, {
      message: PLAN_CHANGE_TEXTS.belowSeatsUsed(used),
      details: { issues: [{ path: 'quantity', message: PLAN_CHANGE_TEXTS.belowSeatsUsed(used) }] },
    })
  }
  const provider = providerFor(row.provider)
  if (!provider)
    throw new AppError(ErrorCode.CONFLICT_ERROR, { message: SUBSCRIPTION_TEXTS.providerUnavailable })
  const events = await provider.changePlan(
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
    next,
    ctx.now(),
  )
  for (const event of events) await handlePaymentEvent(ctx, event)
  return getBillingSubscription(ctx, viewer)
}
