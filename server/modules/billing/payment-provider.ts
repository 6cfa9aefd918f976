import type { BillingCycle } from '@/api/pricing'
import type { PaymentProviderName } from '@/api/billing/subscription'
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
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError'
}
