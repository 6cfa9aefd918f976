import type { BillingCycle } from '@/api/pricing'
import type { InvoiceLine } from '@/api/billing/invoice'
import type { PaymentProviderName, SubscriptionStatus } from '@/api/billing/subscription'

/**
 * What a payment provider tells us, in our words (decision 034). Stripe's webhooks are translated into these
 * by stripe-events.ts; the built-in test provider emits them directly. Either way they go through one
 * handler (handlePaymentEvent), exactly once per event id.
 */

export type SubscriptionSnapshot = {
  providerSubscriptionId: string
  providerCustomerId: string | null
  /** Our checkout session id, carried in the provider's metadata: it says which account and buyer. */
  checkoutSessionId: string | null
  status: SubscriptionStatus
  billingCycle: BillingCycle
  quantity: number
  currentPeriodStart: Date
  currentPeriodEnd: Date
  cancelAtPeriodEnd: boolean
}

export type InvoiceSnapshot = {
  providerInvoiceId: string
  providerSubscriptionId: string
  lines: InvoiceLine[]
  subtotalCents: number
  totalCents: number
  currency: string
  periodStart: Date
  periodEnd: Date
  paidAt: Date
}

type EventBase = { provider: PaymentProviderName; id: string }

export type PaymentEvent = EventBase &
  (
    | { type: 'subscription.updated'; subscription: SubscriptionSnapshot }
    | { type: 'subscription.deleted'; subscription: SubscriptionSnapshot }
    | { type: 'invoice.paid'; invoice: InvoiceSnapshot }
    | { type: 'checkout.completed'; checkoutSessionId: string }
    | { type: 'checkout.failed'; checkoutSessionId: string; reason: string }
    /** A paid invoice refunded in full (an admin's refund; issue 18). Affiliate commissions on it are reversed. */
    | {
        type: 'invoice.refunded'
        providerInvoiceId: string
        amountCents: number
        reason: string | null
        refundedByUserId: string | null
      }
    /** A provider event we do not act on; still recorded, so a redelivery is recognised. */
    | { type: 'ignored'; providerType: string }
  )
