import type { BillingCycle } from '@/api/pricing'
import type { PaymentProviderName } from '@/api/billing/subscription'
import type { PaymentMethod } from '@/api/billing/payment-methods'
import type { ServiceContext } from '../../core/service-context'
import type { PaymentEvent, SubscriptionSnapshot } from './payment-events'

/**
 * The seam between billing and whoever takes the money (decision 034). Two implementations: Stripe
 * (stripe-provider.ts) when its keys are configured, and the built-in test provider (test-provider.ts),
 * the embedded default.
 */
export type CheckoutRequest = {
  /** Our checkout session id: the provider carries it back in every event about this purchase. */
  checkoutSessionId: string
  billingCycle: BillingCycle
  seats: number
  /** One seat for one period, in cents (priceCents(1, cycle)); the provider charges it × seats. */
  unitAmountCents: number
  customerEmail: string
  successUrl: string
  cancelUrl: string
}

export type CheckoutStart = {
  /** The provider's id of the session (Stripe's cs_…; the test provider reuses ours). */
  providerSessionId: string
  /** Where the browser pays: Stripe's hosted page, or null when the payment form is our /checkout page. */
  url: string | null
}

export interface PaymentProvider {
  readonly name: PaymentProviderName
  startCheckout(request: CheckoutRequest): Promise<CheckoutStart>
  /**
   * A webhook request's body and signature header, verified and translated; throws WebhookSignatureError
   * when the signature does not match (the route answers 400 and changes nothing).
   */
  parseWebhook(rawBody: string, signature: string | undefined): PaymentEvent
  /**
   * Cancel at the end of the paid period (true) or take that back (false). Answers the event that records the
   * provider's new state, applied through the same handler as any other.
   */
  setCancelAtPeriodEnd(subscription: SubscriptionSnapshot, cancel: boolean): Promise<PaymentEvent>
  /**
   * The provider's current state of a subscription whose paid period has ended without a renewal event
   * reaching us (scheduled reconciliation, reconcile.ts): the events that bring our copy up to date.
   */
  refreshSubscription(subscription: SubscriptionSnapshot, now: Date): Promise<PaymentEvent[]>
  /**
   * Seats and/or billing cycle changed now, prorated; answers the events that record it (the new state and,
   * when something is charged at once, its paid invoice — Stripe's arrives by webhook).
   */
  changePlan(
    subscription: SubscriptionSnapshot,
    next: { quantity: number; billingCycle: BillingCycle },
    now: Date,
  ): Promise<PaymentEvent[]>
  /** A page where the account's manager adds a card (Stripe's hosted setup session, or our TEST MODE form). */
  startSetup(ctx: ServiceContext, request: SetupRequest): Promise<{ url: string }>
  listPaymentMethods(ctx: ServiceContext, accountId: string): Promise<PaymentMethod[]>
  /** Removes one of the account's payment methods; false when the account has no such method. */
  removePaymentMethod(ctx: ServiceContext, accountId: string, paymentMethodId: string): Promise<boolean>
}

export type SetupRequest = {
  accountId: string
  userId: string
  customerEmail: string
  /** Both already checked to be pages of our own origin. */
  successUrl: string
  cancelUrl: string
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError'
}
