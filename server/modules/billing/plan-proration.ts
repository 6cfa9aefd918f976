import { priceCents, type BillingCycle } from '@/api/pricing'
import { periodEnd } from './billing-periods'

/**
 * What a plan change costs now, computed the way Stripe prorates (used by the built-in test provider; Stripe
 * computes its own). The same cycle keeps the period and charges the difference for the time left; a switch
 * of cycle starts a new period now, crediting the unused part of the old one. Nothing is refunded: a
 * cheaper plan costs nothing now and is billed at its price from the next period.
 */
export type PlanState = {
  quantity: number
  billingCycle: BillingCycle
  currentPeriodStart: Date
  currentPeriodEnd: Date
}

export function prorate(
  current: PlanState,
  next: { quantity: number; billingCycle: BillingCycle },
  now: Date,
): { currentPeriodStart: Date; currentPeriodEnd: Date; chargeCents: number } {
  const length = current.currentPeriodEnd.getTime() - current.currentPeriodStart.getTime()
  const left = Math.max(0, current.currentPeriodEnd.getTime() - now.getTime())
  const share = length > 0 ? Math.min(1, left / length) : 0
  if (next.billingCycle === current.billingCycle) {
    const delta =
      priceCents(next.quantity, next.billingCycle) - priceCents(current.quantity, current.billingCycle)
    return {
      currentPeriodStart: current.currentPeriodStart,
      currentPeriodEnd: current.currentPeriodEnd,
      chargeCents: Math.max(0, Math.round(delta * share)),
    }
  }
  const credit = Math.round(priceCents(current.quantity, current.billingCycle) * share)
  return {
    currentPeriodStart: now,
    currentPeriodEnd: periodEnd(now, next.billingCycle),
    chargeCents: Math.max(0, priceCents(next.quantity, next.billingCycle) - credit),
  }
}
