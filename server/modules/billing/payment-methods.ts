import { eq } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import {
  PAYMENT_METHOD_TEXTS,
  type PaymentMethodList,
  type SetupSessionInput,
} from '@/api/billing/payment-methods'
import { users } from '../../db/schema/users'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import { billingAccountOf } from './billing-policy'
import type { PaymentProvider } from './payment-provider'

/**
 * Payment methods of the caller's billing account (the one they manage, else their own): list, add through
 * the provider's setup page, remove. Return addresses must be pages of our own origin — a setup session is
 * a redirect the provider performs, and an open redirect there would lend our name to any site.
 */

function requireOwnOrigin(publicUrl: string, urls: string[]) {
  const origin = new URL(publicUrl).origin
  for (const [index, url] of urls.entries()) {
    if (new URL(url).origin !== origin) {
      const path = index === 0 ? 'successUrl' : 'cancelUrl'
      throw new AppError(ErrorCode.VALIDATION_ERROR, {
        message: PAYMENT_METHOD_TEXTS.foreignUrl,
        details: { issues: [{ path, message: PAYMENT_METHOD_TEXTS.foreignUrl }] },
      })
    }
  }
}

export async function listPaymentMethods(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  provider: PaymentProvider,
): Promise<PaymentMethodList> {
  const accountId = await billingAccountOf(ctx.db, viewer)
  return { paymentMethods: await provider.listPaymentMethods(ctx, accountId) }
}

export async function createSetupSession(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  input: SetupSessionInput,
  provider: PaymentProvider,
): Promise<{ Url: string }> {
  requireOwnOrigin(ctx.settings.PUBLIC_URL, [input.successUrl, input.cancelUrl])
  const accountId = await billingAccountOf(ctx.db, viewer)
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, viewer.userId))
  if (!user) throw new AppError(ErrorCode.AUTHENTICATION_ERROR)
  const { url } = await provider.startSetup(ctx, {
    accountId,
    userId: viewer.userId,
    customerEmail: user.email,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
  })
  return { Url: url }
}

export async function removePaymentMethod(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  id: string,
  provider: PaymentProvider,
): Promise<void> {
  const accountId = await billingAccountOf(ctx.db, viewer)
  if (!(await provider.removePaymentMethod(ctx, accountId, id))) {
    throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: PAYMENT_METHOD_TEXTS.notFound })
  }
}
