import * as v from 'valibot'
import { TestPaymentInputSchema } from './test-payment'

/**
 * Payment methods (seed 1 §7: GET /api/Billing/payment-methods, POST /api/Payment/create-setup-session
 * {successUrl, cancelUrl} → Url, DELETE /api/Payment/payment-methods/{id} → message; shapes ours).
 */

export const PaymentMethodSchema = v.object({
  /** Stripe's pm_… id, or the test provider's own. */
  id: v.string(),
  brand: v.string(),
  last4: v.string(),
  expMonth: v.number(),
  expYear: v.number(),
  /** Added through the built-in test provider (no real card). */
  testMode: v.boolean(),
})
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>

export const PaymentMethodListSchema = v.object({ paymentMethods: v.array(PaymentMethodSchema) })
export type PaymentMethodList = v.InferOutput<typeof PaymentMethodListSchema>

const ReturnUrl = v.pipe(v.string(), v.maxLength(2000), v.url('Must be a full URL'))

export const SetupSessionInputSchema = v.strictObject({ successUrl: ReturnUrl, cancelUrl: ReturnUrl })
export type SetupSessionInput = v.InferOutput<typeof SetupSessionInputSchema>

/** Where the browser goes to add a card: Stripe's hosted setup page, or our TEST MODE form. */
export const SetupSessionResultSchema = v.object({ Url: v.string() })

/** The payment method id in DELETE /api/Payment/payment-methods/{id}. */
export const PAYMENT_METHOD_ID = /^[A-Za-z0-9_-]{1,100}$/

/** POST /api/Billing/test-setup/confirm: the test provider's "hosted" setup form. */
export const TestSetupInputSchema = v.strictObject({
  setupToken: v.pipe(v.string(), v.minLength(1), v.maxLength(4000)),
  ...TestPaymentInputSchema.entries,
})
export type TestSetupInput = v.InferOutput<typeof TestSetupInputSchema>

export const TestSetupResultSchema = v.object({ redirectUrl: v.string() })

export const PAYMENT_METHOD_TEXTS = {
  foreignUrl: 'Return addresses must be pages of this site.',
  removed: 'Payment method removed.',
  added: 'Card added.',
  notFound: 'Payment method not found.',
  setupExpired: 'This link to add a card has expired. Start again from your account.',
  providerUnavailable: 'Cards cannot be managed here: no payment provider is configured.',
} as const
