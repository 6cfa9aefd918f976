import { and, eq } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { PAYMENT_METHOD_TEXTS, type PaymentMethod, type TestSetupInput } from '@/api/billing/payment-methods'
import { cardDigits } from '@/api/billing/test-payment'
import { testPaymentMethods } from '../../db/schema/payment-methods'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import { isUuid } from '../../core/uuid'
import type { SignedInViewer } from '../../core/viewer'
import type { SetupRequest } from './payment-provider'
import { readSetupToken, SETUP_TTL_MS, signSetupToken } from './setup-token'
import { decideTestCard } from './test-cards'

/**
 * The built-in test provider's payment methods: its "hosted" setup page is our /checkout/payment-method
 * form (TEST MODE), which takes Stripe's test cards; only the brand, last four digits and expiry are kept.
 */

export function startTestSetup(ctx: ServiceContext, request: SetupRequest): { url: string } {
  const token = signSetupToken(ctx.settings.JWT_SECRET, {
    accountId: request.accountId,
    userId: request.userId,
    successUrl: request.successUrl,
    cancelUrl: request.cancelUrl,
    expiresAt: ctx.now().getTime() + SETUP_TTL_MS,
  })
  const url = new URL('/checkout/payment-method', ctx.settings.PUBLIC_URL)
  url.searchParams.set('setup', token)
  return { url: url.toString() }
}

export async function listTestPaymentMethods(
  ctx: ServiceContext,
  accountId: string,
): Promise<PaymentMethod[]> {
  const rows = await ctx.db
    .select()
    .from(testPaymentMethods)
    .where(eq(testPaymentMethods.accountId, accountId))
    .orderBy(testPaymentMethods.createdAt)
  return rows.map((row) => ({
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    testMode: true,
  }))
}

export async function removeTestPaymentMethod(ctx: ServiceContext, accountId: string, id: string) {
  if (!isUuid(id)) return false
  const removed = await ctx.db
    .delete(testPaymentMethods)
    .where(and(eq(testPaymentMethods.id, id), eq(testPaymentMethods.accountId, accountId)))
    .returning({ id: testPaymentMethods.id })
  return removed.length > 0
}

/**
 * POST /api/Billing/test-setup/confirm: the form's card, decided like Stripe's test mode would (a declined
 * card is a 402 that adds nothing). Only the caller who opened the setup may finish it.
 */
export async function confirmTestSetup(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  input: TestSetupInput,
): Promise<{ redirectUrl: string }> {
  const setup = readSetupToken(ctx.settings.JWT_SECRET, input.setupToken, ctx.now())
  if (!setup || setup.userId !== viewer.userId) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, { message: PAYMENT_METHOD_TEXTS.setupExpired })
  }
  const outcome = decideTestCard(input, ctx.now())
  if (!outcome.ok) throw new AppError(ErrorCode.PAYMENT_DECLINED, { message: outcome.reason })
  const digits = cardDigits(input.cardNumber)
  const [month, year] = input.expiry.split('/').map(Number) as [number, number]
  await ctx.db.insert(testPaymentMethods).values({
    accountId: setup.accountId,
    // Every Stripe test card we accept is a Visa number.
    brand: 'visa',
    last4: digits.slice(-4),
    expMonth: month,
    expYear: 2000 + year,
    createdAt: ctx.now(),
  })
  return { redirectUrl: setup.successUrl }
}
