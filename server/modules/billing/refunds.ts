import { eq } from 'drizzle-orm'
import { AFFILIATE_TEXTS } from '@/api/affiliates/affiliate-dashboard'
import { ErrorCode } from '@/api/errors'
import { invoices } from '../../db/schema/billing'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import { isUuid } from '../../core/uuid'
import type { SignedInViewer } from '../../core/viewer'
import { mayAdministerAffiliates } from '../affiliates/affiliate-policy'
import { handlePaymentEvent } from './handle-payment-event'

/**
 * Refunds (issue 18): an admin records the full refund of a paid invoice — for the test provider the only way,
 * for Stripe after refunding in Stripe's dashboard. It goes through the payment event handler like every other
 * provider event (one event id per invoice: recorded once, a repeat does nothing). Premium is not taken away
 * here; cancelling the subscription is its own step.
 */

/** POST /api/Billing/invoices/{id}/refund (admins only): a repeat answers the same and changes nothing. */
export async function refundInvoice(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  invoiceId: string,
  reason: string | null,
): Promise<{ invoiceId: string; refunded: true; amountCents: number }> {
  const notFound = new AppError(ErrorCode.NOT_FOUND_ERROR, { message: AFFILIATE_TEXTS.invoiceNotFound })
  if (!mayAdministerAffiliates(viewer)) throw new AppError(ErrorCode.AUTHORIZATION_ERROR)
  if (!isUuid(invoiceId)) throw notFound
  const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoiceId))
  if (!invoice) throw notFound
  await handlePaymentEvent(ctx, {
    provider: invoice.provider,
    id: `refund:${invoice.id}`,
    type: 'invoice.refunded',
    providerInvoiceId: invoice.providerInvoiceId,
    amountCents: invoice.totalCents,
    reason,
    refundedByUserId: viewer.userId,
  })
  return { invoiceId: invoice.id, refunded: true, amountCents: invoice.totalCents }
}
