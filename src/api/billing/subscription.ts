import * as v from 'valibot'
import type { BillingCycle } from '../pricing'

/**
 * GET /api/Billing/subscription (seed 1 §7; its shape is not shown there, so it is ours): the plan of the
 * caller's active account and, when it has Premium, the subscription behind it.
 */

export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number]

/** Stripe's subscription states we act on; anything else Stripe sends is stored as the nearest of these. */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled', 'incomplete'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export const CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number]

const CycleSchema = v.picklist(['monthly', 'annual'] satisfies BillingCycle[])

export const SubscriptionDetailsSchema = v.object({
  id: v.string(),
  plan: v.literal('premium'),
  status: v.picklist(SUBSCRIPTION_STATUSES),
  billingCycle: CycleSchema,
  /** Seats paid for. */
  quantity: v.number(),
  /** Seats taken by members (today the buyer). */
  seatsUsed: v.number(),
  /** What one period costs, in cents, and as the spec writes it: '$286.56/year'. */
  amountCents: v.number(),
  priceLabel: v.string(),
  currentPeriodStart: v.string(),
  currentPeriodEnd: v.string(),
  cancelAtPeriodEnd: v.boolean(),
  /** 'test' when paid through the built-in test provider (no money moved). */
  provider: v.picklist(PAYMENT_PROVIDERS),
})
export type SubscriptionDetails = v.InferOutput<typeof SubscriptionDetailsSchema>

export const BillingSubscriptionSchema = v.object({
  plan: v.picklist(['free', 'premium']),
  /** Whether the caller holds a Premium seat (unlimited AI), wherever the subscription is. */
  isPremium: v.boolean(),
  subscription: v.nullable(SubscriptionDetailsSchema),
})
export type BillingSubscription = v.InferOutput<typeof BillingSubscriptionSchema>

export const SUBSCRIPTION_TEXTS = {
  noSubscription: 'This account has no active Premium subscription.',
  providerUnavailable: 'This subscription was paid through a payment provider that is not configured here.',
  canceled: 'Premium will end at the end of the paid period.',
  resumed: 'Premium will renew as before.',
} as const
