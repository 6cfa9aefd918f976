import { randomUUID } from 'node:crypto'
import { ErrorCode } from '@/api/errors'
import { cardDigits, TEST_CARDS, TEST_PAYMENT_TEXTS, type TestPaymentInput } from '@/api/billing/test-payment'
import type { BillingCycle } from '@/api/pricing'
import { AppError } from '../../core/app-error'
import type { PaymentEvent } from './payment-events'
import { WebhookSignatureError, type PaymentProvider } from './payment-provider'

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
}

type Outcome = { ok: true } | { ok: false; reason: string }

const invalid = (message: string, path: string) =>
  new AppError(ErrorCode.VALIDATION_ERROR, {
    message: `Validation failed: ${path}: ${message}`,
    details: { issues: [{ path, message }] },
  })

function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/**
 * What Stripe's test mode would answer for this card: 4242… pays, 4000…0002 is declined, 4000…9995 has
 * insufficient funds. A malformed, expired or non-test number is a 400 (nothing was attempted).
 */
export function decideTestCard(card: TestPaymentInput, now: Date): Outcome {
  const digits = cardDigits(card.cardNumber)
  if (!luhnValid(digits)) throw invalid(TEST_PAYMENT_TEXTS.invalidNumber, 'cardNumber')
  const [month, year] = card.expiry.split('/').map(Number) as [number, number]
  // A card is good through the last day of its expiry month.
  if (Date.UTC(2000 + year, month, 1) <= now.getTime()) throw invalid(TEST_PAYMENT_TEXTS.expired, 'expiry')
  switch (digits) {
    case TEST_CARDS.success:
      return { ok: true }
    case TEST_CARDS.declined:
      return { ok: false, reason: TEST_PAYMENT_TEXTS.declined }
    case TEST_CARDS.insufficientFunds:
      return { ok: false, reason: TEST_PAYMENT_TEXTS.insufficientFunds }
    default:
      throw invalid(TEST_PAYMENT_TEXTS.notATestCard, 'cardNumber')
  }
}

/** The end of a period starting at `start`: one calendar month or one year later (UTC). */
export function periodEnd(start: Date, cycle: BillingCycle): Date {
  const end = new Date(start)
  if (cycle === 'annual') end.setUTCFullYear(end.getUTCFullYear() + 1)
  else end.setUTCMonth(end.getUTCMonth() + 1)
  return end
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
