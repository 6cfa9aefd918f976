import { ErrorCode } from '@/api/errors'
import { cardDigits, TEST_CARDS, TEST_PAYMENT_TEXTS, type TestPaymentInput } from '@/api/billing/test-payment'
import { AppError } from '../../core/app-error'

/** The built-in test provider's reading of a card (decision 034): Stripe's test numbers, decided in memory. */

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
