import * as v from 'valibot'
import { INT4_MAX } from '../bounds'
import { InvoiceSummarySchema } from './invoice'
import { CHECKOUT_STATUSES, PAYMENT_PROVIDERS, SubscriptionDetailsSchema } from './subscription'

/**
 * Checkout (issue 17): POST /api/Billing/checkout opens a session for the server's cart at the version the page
 * showed; the provider takes the payment (Stripe's hosted page, or our test-mode card form); its events turn
 * the session into a subscription and a paid invoice; GET /api/Billing/checkout/{id} reports the outcome.
 */

export const CheckoutCreateInputSchema = v.strictObject({
  // carts.version is an int4 column.
  cartVersion: v.pipe(
    v.number('Cart version must be a number'),
    v.integer('Cart version must be a whole number'),
    v.minValue(1, 'Your cart is empty'),
    v.maxValue(INT4_MAX, `Cart version must be at most ${INT4_MAX}`),
  ),
})
export type CheckoutCreateInput = v.InferOutput<typeof CheckoutCreateInputSchema>

export const CheckoutSessionSchema = v.object({
  id: v.string(),
  provider: v.picklist(PAYMENT_PROVIDERS),
  status: v.picklist(CHECKOUT_STATUSES),
  billingCycle: v.picklist(['monthly', 'annual']),
  seats: v.number(),
  amountCents: v.number(),
  priceLabel: v.string(),
  /** Where the browser goes to pay: Stripe's hosted page, or null for the test provider's form on /checkout. */
  url: v.nullable(v.string()),
  /** Why the last attempt failed (a decline), if it did. */
  lastError: v.nullable(v.string()),
})
export type CheckoutSession = v.InferOutput<typeof CheckoutSessionSchema>

/** GET /api/Billing/checkout/{id}: the session and, once paid, what it produced. */
export const CheckoutResultSchema = v.object({
  session: CheckoutSessionSchema,
  subscription: v.nullable(SubscriptionDetailsSchema),
  invoice: v.nullable(InvoiceSummarySchema),
})
export type CheckoutResult = v.InferOutput<typeof CheckoutResultSchema>

export const CHECKOUT_TEXTS = {
  emptyCart: 'Your cart is empty',
  cartChanged: 'Your cart changed. Check the new total and pay again.',
  seatsRange: 'A subscription covers 1 to 20 users. Lower the users or quantity in your cart.',
  alreadyPremium: 'This account already has Premium. Seats are managed in Account → Billing.',
  sessionNotFound: 'Checkout session not found.',
  sessionClosed: 'This checkout is already complete.',
  testProviderOff: 'Test payments are turned off on this server.',
  paid: 'Payment received. Premium is active.',
} as const

/** GET /api/Billing/payment-options: how this server takes payments ('none': test payments off, no Stripe). */
export const PaymentOptionsSchema = v.object({ provider: v.picklist([...PAYMENT_PROVIDERS, 'none']) })
export type PaymentOptions = v.InferOutput<typeof PaymentOptionsSchema>
