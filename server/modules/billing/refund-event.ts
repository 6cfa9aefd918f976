import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { invoices } from '../../db/schema/billing'
import { invoiceRefunds } from '../../db/schema/invoice-refunds'
import { reverseCommissionForInvoice } from '../affiliates/commissions'
import type { PaymentEvent } from './payment-events'

/** A full refund of a paid invoice, as the payment event handler applies it (issue 18). */

export type RefundEvent = Extract<PaymentEvent, { type: 'invoice.refunded' }>

/** Inside the event's transaction: the refund row, then the affiliate commission reversed. */
export async function applyRefund(tx: Db, event: RefundEvent, now: Date): Promise<void> {
  const [invoice] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(eq(invoices.provider, event.provider), eq(invoices.providerInvoiceId, event.providerInvoiceId)),
    )
  if (!invoice) return
  const [fresh] = await tx
    .insert(invoiceRefunds)
    .values({
      invoiceId: invoice.id,
      provider: event.provider,
      amountCents: event.amountCents,
      reason: event.reason,
      refundedByUserId: event.refundedByUserId,
      refundedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: invoiceRefunds.invoiceId })
  if (fresh) await reverseCommissionForInvoice(tx, invoice.id, now)
}
