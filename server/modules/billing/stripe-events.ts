import type Stripe from 'stripe'
import type { SubscriptionStatus } from '@/api/billing/subscription'
import type { InvoiceSnapshot, PaymentEvent, SubscriptionSnapshot } from './payment-events'

/**
 * Stripe's webhook events in our words. We act on four: the subscription's life (created, updated, deleted),
 * its paid invoices, and the completed Checkout Session; everything else is recorded and ignored. Our
 * checkout session id travels in the metadata set when the session was created (stripe-provider.ts).
 */

export const CHECKOUT_METADATA_KEY = 'reelhireCheckoutId'

const toDate = (seconds: number) => new Date(seconds * 1000)
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id

/** Stripe's many states folded into the four we act on: only 'active' gives Premium. */
function statusOf(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active'
    case 'past_due':
    case 'unpaid':
      return 'past_due'
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled'
    default:
      return 'incomplete'
  }
}

export function subscriptionSnapshot(sub: Stripe.Subscription): SubscriptionSnapshot {
  const item = sub.items.data[0]
  if (!item) throw new Error(`Stripe subscription ${sub.id} has no items`)
  return {
    providerSubscriptionId: sub.id,
    providerCustomerId: idOf(sub.customer),
    checkoutSessionId: sub.metadata[CHECKOUT_METADATA_KEY] ?? null,
    status: statusOf(sub.status),
    billingCycle: item.price.recurring?.interval === 'year' ? 'annual' : 'monthly',
    quantity: item.quantity ?? 1,
    currentPeriodStart: toDate(item.current_period_start),
    currentPeriodEnd: toDate(item.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
  }
}

function invoiceSnapshot(invoice: Stripe.Invoice): InvoiceSnapshot | null {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription)
  if (!invoice.id || !subscriptionId) return null
  const lines = invoice.lines.data.map((line) => {
    const quantity = line.quantity ?? 1
    return {
      description: line.description ?? 'Premium seats',
      quantity,
      unitAmountCents: quantity > 0 ? Math.round(line.amount / quantity) : line.amount,
      amountCents: line.amount,
    }
  })
  const period = invoice.lines.data[0]?.period ?? { start: invoice.period_start, end: invoice.period_end }
  return {
    providerInvoiceId: invoice.id,
    providerSubscriptionId: subscriptionId,
    lines,
    subtotalCents: invoice.subtotal,
    totalCents: invoice.total,
    currency: invoice.currency,
    periodStart: toDate(period.start),
    periodEnd: toDate(period.end),
    paidAt: toDate(invoice.status_transitions.paid_at ?? invoice.created),
  }
}

export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { provider: 'stripe' as const, id: event.id }
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return { ...base, type: 'subscription.updated', subscription: subscriptionSnapshot(event.data.object) }
    case 'customer.subscription.deleted':
      return { ...base, type: 'subscription.deleted', subscription: subscriptionSnapshot(event.data.object) }
    case 'invoice.paid': {
      const invoice = invoiceSnapshot(event.data.object)
      return invoice
        ? { ...base, type: 'invoice.paid', invoice }
        : { ...base, type: 'ignored', providerType: event.type }
    }
    case 'checkout.session.completed': {
      const checkoutId = event.data.object.client_reference_id
      return checkoutId
        ? { ...base, type: 'checkout.completed', checkoutSessionId: checkoutId }
        : { ...base, type: 'ignored', providerType: event.type }
    }
    default:
      return { ...base, type: 'ignored', providerType: event.type }
  }
}
