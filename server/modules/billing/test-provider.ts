import { randomUUID } from 'node:crypto'
import { priceCents, type BillingCycle } from '@/api/pricing'
import { periodEnd } from './billing-periods'
import type { PaymentEvent, SubscriptionSnapshot } from './payment-events'
import { prorate } from './plan-proration'
import { listTestPaymentMethods, removeTestPaymentMethod, startTestSetup } from './test-payment-methods'
import { WebhookSignatureError, type PaymentProvider } from './payment-provider'

// Moved to their own files (shared with the payment-method setup and proration); importers keep these paths.
export { decideTestCard } from './test-cards'
export { periodEnd } from './billing-periods'

/**
 * The built-in test provider (decision 034): the embedded default, so checkout works on a fresh machine with
 * no keys. Its "hosted page" is our own /checkout form, marked TEST MODE; it accepts Stripe's documented test
 * cards and answers as Stripe would, by emitting the same events (subscription, paid invoice, completed
 * checkout) into the same handler. No money moves; the card number is looked at here, in memory, and dropped.
 */
const eventId = () => `evt_test_${randomUUID()}`

export const testProvider: PaymentProvider = {
  name: 'test',
  startCheckout(request) {
    return Promise.resolve({ providerSessionId: request.checkoutSessionId, url: null })
  },
  parseWebhook() {
    // Nobody outside this process speaks for the test provider: it has no webhook endpoint.
    throw new WebhookSignatureError('The test provider sends no webhooks')
  },
  setCancelAtPeriodEnd(subscription, cancel) {
    return Promise.resolve({
      provider: 'test',
      id: eventId(),
      type: 'subscription.updated',
      subscription: { ...subscription, cancelAtPeriodEnd: cancel },
    })
  },
  refreshSubscription(subscription, now) {
    return Promise.resolve(testRenewals(subscription, now))
  },
  changePlan(subscription, next, now) {
    return Promise.resolve(testPlanChange(subscription, next, now))
  },
  startSetup(ctx, request) {
    return Promise.resolve(startTestSetup(ctx, request))
  },
  listPaymentMethods: (ctx, accountId) => listTestPaymentMethods(ctx, accountId),
  removePaymentMethod: (ctx, accountId, id) => removeTestPaymentMethod(ctx, accountId, id),
}

/**
 * What Stripe would have done at the end of a test subscription's period: end it when it was cancelled at
 * period end, else renew it period by period (each with its paid invoice) until the period covers `now`.
 * Event ids name the period, so a repeated reconciliation renews nothing twice.
 */
export function testRenewals(subscription: SubscriptionSnapshot, now: Date): PaymentEvent[] {
  const key = `${subscription.providerSubscriptionId}_${subscription.currentPeriodEnd.getTime()}`
  if (subscription.cancelAtPeriodEnd || subscription.status !== 'active') {
    return [
      {
        provider: 'test',
        id: `evt_test_end_${key}`,
        type: 'subscription.deleted',
        subscription: { ...subscription, checkoutSessionId: null },
      },
    ]
  }
  const events: PaymentEvent[] = []
  let start = subscription.currentPeriodEnd
  // Bounded: a server off for years renews at most this many periods at once.
  for (let i = 0; i < 36 && start <= now; i++) {
    const end = periodEnd(start, subscription.billingCycle)
    const amountCents = priceCents(subscription.quantity, subscription.billingCycle)
    const periodKey = `${subscription.providerSubscriptionId}_${start.getTime()}`
    events.push(
      {
        provider: 'test',
        id: `evt_test_renew_${periodKey}`,
        type: 'subscription.updated',
        subscription: {
          ...subscription,
          checkoutSessionId: null,
          currentPeriodStart: start,
          currentPeriodEnd: end,
        },
      },
      {
        provider: 'test',
        id: `evt_test_renewal_invoice_${periodKey}`,
        type: 'invoice.paid',
        invoice: {
          providerInvoiceId: `in_test_renewal_${periodKey}`,
          providerSubscriptionId: subscription.providerSubscriptionId,
          lines: [
            {
              description: `Premium seat, billed per ${subscription.billingCycle === 'annual' ? 'year' : 'month'}`,
              quantity: subscription.quantity,
              unitAmountCents: priceCents(1, subscription.billingCycle),
              amountCents,
            },
          ],
          subtotalCents: amountCents,
          totalCents: amountCents,
          currency: 'usd',
          periodStart: start,
          periodEnd: end,
          paidAt: start,
        },
      },
    )
    start = end
  }
  return events
}

type PaidSession = {
  id: string
  billingCycle: BillingCycle
  seats: number
  amountCents: number
  userId: string
}

/** The events Stripe sends for a paid Checkout Session, in the order it usually sends them. */
export function paidCheckoutEvents(session: PaidSession, unitAmountCents: number, now: Date): PaymentEvent[] {
  const providerSubscriptionId = `sub_test_${randomUUID()}`
  const end = periodEnd(now, session.billingCycle)
  const cycleWord = session.billingCycle === 'annual' ? 'year' : 'month'
  return [
    {
      provider: 'test',
      id: eventId(),
      type: 'subscription.updated',
      subscription: {
        providerSubscriptionId,
        providerCustomerId: `cus_test_${session.userId}`,
        checkoutSessionId: session.id,
        status: 'active',
        billingCycle: session.billingCycle,
        quantity: session.seats,
        currentPeriodStart: now,
        currentPeriodEnd: end,
        cancelAtPeriodEnd: false,
      },
    },
    {
      provider: 'test',
      id: eventId(),
      type: 'invoice.paid',
      invoice: {
        providerInvoiceId: `in_test_${randomUUID()}`,
        providerSubscriptionId,
        lines: [
          {
            description: `Premium seat, billed per ${cycleWord}`,
            quantity: session.seats,
            unitAmountCents,
            amountCents: session.amountCents,
          },
        ],
        subtotalCents: session.amountCents,
        totalCents: session.amountCents,
        currency: 'usd',
        periodStart: now,
        periodEnd: end,
        paidAt: now,
      },
    },
    { provider: 'test', id: eventId(), type: 'checkout.completed', checkoutSessionId: session.id },
  ]
}

export function declinedCheckoutEvent(sessionId: string, reason: string): PaymentEvent {
  return { provider: 'test', id: eventId(), type: 'checkout.failed', checkoutSessionId: sessionId, reason }
}

/** The test provider's answer to a plan change: the new state, and the prorated charge's paid invoice. */
function testPlanChange(
  subscription: SubscriptionSnapshot,
  next: { quantity: number; billingCycle: BillingCycle },
  now: Date,
): PaymentEvent[] {
  const { chargeCents, ...period } = prorate(subscription, next, now)
  const events: PaymentEvent[] = [
    {
      provider: 'test',
      id: eventId(),
      type: 'subscription.updated',
      subscription: { ...subscription, ...next, ...period, checkoutSessionId: null },
    },
  ]
  if (chargeCents > 0) {
    events.push({
      provider: 'test',
      id: eventId(),
      type: 'invoice.paid',
      invoice: {
        providerInvoiceId: `in_test_${randomUUID()}`,
        providerSubscriptionId: subscription.providerSubscriptionId,
        lines: [
          {
            description: `Plan change to ${next.quantity} ${next.quantity === 1 ? 'seat' : 'seats'}, billed ${next.billingCycle}, prorated`,
            quantity: 1,
            unitAmountCents: chargeCents,
            amountCents: chargeCents,
          },
        ],
        subtotalCents: chargeCents,
        totalCents: chargeCents,
        currency: 'usd',
        periodStart: now,
        periodEnd: period.currentPeriodEnd,
        paidAt: now,
      },
    })
  }
  return events
}
