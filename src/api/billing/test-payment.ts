import * as v from 'valibot'

/**
 * POST /api/Billing/test-payments/{sessionId}/pay: the built-in test provider's card form (TEST MODE). It
 * accepts Stripe's documented test card numbers only and decides from the number, in memory: the number is
 * never stored or logged.
 */

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const

export const TEST_PAYMENT_TEXTS = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  notATestCard: 'Test mode accepts only Stripe test cards, such as 4242 4242 4242 4242.',
  invalidNumber: 'Your card number is invalid.',
  expired: 'Your card has expired.',
} as const

/** Digits with optional spaces or dashes, 13 to 19 digits. */
const CARD_NUMBER = /^(?:\d[ -]?){12,18}\d$/

export const TestPaymentInputSchema = v.strictObject({
  cardNumber: v.pipe(
    v.string('Card number is required'),
    v.regex(CARD_NUMBER, TEST_PAYMENT_TEXTS.invalidNumber),
  ),
  /** MM/YY. */
  expiry: v.pipe(v.string('Expiry is required'), v.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Expiry must be MM/YY')),
  cvc: v.pipe(v.string('CVC is required'), v.regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits')),
  name: v.pipe(
    v.string('Name on card is required'),
    v.trim(),
    v.minLength(1, 'Name on card is required'),
    v.maxLength(120, 'Name on card must be at most 120 characters'),
  ),
})
export type TestPaymentInput = v.InferOutput<typeof TestPaymentInputSchema>

/** The digits of a card number as typed. */
export const cardDigits = (input: string) => input.replace(/[ -]/g, '')
