import { and, eq, isNull, lte, sql } from 'drizzle-orm'
import { AFFILIATE_TERMS } from '@/api/affiliates/affiliate-dashboard'
import type { PaymentProviderName } from '@/api/billing/subscription'
import type { Db } from '../../db/client'
import { accounts } from '../../db/schema/accounts'
import { affiliateCommissions, affiliateReferrals } from '../../db/schema/affiliates'
import { invoices, subscriptions } from '../../db/schema/billing'
import { invoiceRefunds } from '../../db/schema/invoice-refunds'
import { enqueue } from '../../core/queue/queue'
import type { QueueHandler } from '../../core/queue/queue-worker'

/**
 * Commissions (decision 041): a paid invoice of a referred customer, within the commission term, earns the rate
 * of its total, pending for the refund window; a queued job approves it when the window has passed; a refund
 * reverses it. All of it runs inside the payment event's transaction, so an invoice and its commission land
 * together or not at all.
 */

export const COMMISSION_APPROVAL_QUEUE = 'affiliate-commission-approval'
const DAY_MS = 86_400_000

export const commissionOf = (totalCents: number) =>
  Math.round((totalCents * AFFILIATE_TERMS.commissionRatePercent) / 100)

function addMonths(date: Date, months: number): Date {
  const next = new Date(date)
  next.setUTCMonth(next.getUTCMonth() + months)
  return next
}

/** Called after a paid invoice is issued; answers the new commission's id, or null when it earns none. */
export async function commissionForInvoice(
  tx: Db,
  provider: PaymentProviderName,
  providerInvoiceId: string,
): Promise<string | null> {
  const [invoice] = await tx
    .select({
      id: invoices.id,
      totalCents: invoices.totalCents,
      currency: invoices.currency,
      paidAt: invoices.paidAt,
      buyerUserId: subscriptions.buyerUserId,
      ownerUserId: accounts.ownerUserId,
    })
    .from(invoices)
    .leftJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .leftJoin(accounts, eq(accounts.id, invoices.accountId))
    .where(and(eq(invoices.provider, provider), eq(invoices.providerInvoiceId, providerInvoiceId)))
  if (!invoice?.paidAt || invoice.totalCents <= 0) return null
  // The customer is who paid; an invoice whose buyer left is the account owner's.
  const customer = invoice.buyerUserId ?? invoice.ownerUserId
  if (!customer) return null
  const [referral] = await tx
    .select()
    .from(affiliateReferrals)
    .where(eq(affiliateReferrals.referredUserId, customer))
  if (!referral) return null
  // Self-referral: the affiliate's own account paying (say, a referred colleague's seat bought on the affiliate's
  // card) earns nothing.
  if (referral.affiliateUserId === invoice.buyerUserId || referral.affiliateUserId === invoice.ownerUserId)
    return null
  if (invoice.paidAt > addMonths(referral.createdAt, AFFILIATE_TERMS.commissionMonths)) return null
  const [refunded] = await tx
    .select({ id: invoiceRefunds.invoiceId })
    .from(invoiceRefunds)
    .where(eq(invoiceRefunds.invoiceId, invoice.id))
  if (refunded) return null
  const approveAfter = new Date(invoice.paidAt.getTime() + AFFILIATE_TERMS.approvalDays * DAY_MS)
  const [created] = await tx
    .insert(affiliateCommissions)
    .values({
      affiliateUserId: referral.affiliateUserId,
      referredUserId: customer,
      invoiceId: invoice.id,
      invoiceTotalCents: invoice.totalCents,
      amountCents: commissionOf(invoice.totalCents),
      currency: invoice.currency,
      status: 'pending',
      earnedAt: invoice.paidAt,
      approveAfter,
    })
    .onConflictDoNothing()
    .returning({ id: affiliateCommissions.id })
  if (!created) return null
  await enqueue(tx, COMMISSION_APPROVAL_QUEUE, { commissionId: created.id }, { runAt: approveAfter })
  return created.id
}

/**
 * A refunded invoice's commission: reversed while not yet in a payout; once an admin has put it in a payout,
 * a negative approved row (clawback) takes it back from the next one. Repeats do nothing.
 */
export async function reverseCommissionForInvoice(tx: Db, invoiceId: string, now: Date): Promise<void> {
  const [commission] = await tx
    .select()
    .from(affiliateCommissions)
    .where(eq(affiliateCommissions.invoiceId, invoiceId))
    .for('update')
  if (!commission || commission.status === 'reversed') return
  if (commission.payoutId === null) {
    await tx
      .update(affiliateCommissions)
      .set({ status: 'reversed', reversedAt: now })
      .where(eq(affiliateCommissions.id, commission.id))
    return
  }
  await tx
    .insert(affiliateCommissions)
    .values({
      affiliateUserId: commission.affiliateUserId,
      referredUserId: commission.referredUserId,
      reversesCommissionId: commission.id,
      invoiceTotalCents: -commission.invoiceTotalCents,
      amountCents: -commission.amountCents,
      currency: commission.currency,
      status: 'approved',
      earnedAt: now,
      approveAfter: now,
      approvedAt: now,
    })
    .onConflictDoNothing()
}

/** Approves every pending commission whose refund window has passed; answers how many. */
export async function approveDueCommissions(db: Db, now: Date): Promise<number> {
  const approved = await db
    .update(affiliateCommissions)
    .set({ status: 'approved', approvedAt: now })
    .where(
      and(
        eq(affiliateCommissions.status, 'pending'),
        lte(affiliateCommissions.approveAfter, now),
        isNull(affiliateCommissions.reversedAt),
      ),
    )
    .returning({ id: affiliateCommissions.id })
  return approved.length
}

/**
 * The approval job, queued for the moment a commission's window ends. It approves every commission due by then
 * (not only its own), so a commission whose job was lost is approved by the next one; the update's condition
 * makes a second run, or two processes at once, harmless.
 */
export const commissionApprovalHandler: QueueHandler = {
  async run(_job, ctx) {
    const count = await approveDueCommissions(ctx.db, ctx.now())
    if (count > 0) ctx.log.info({ count }, 'affiliate commissions approved')
  },
}

/** Sum of amounts as a number (PostgreSQL answers bigint sums as text). */
export const sumCents = (column: typeof affiliateCommissions.amountCents) =>
  sql<number>`coalesce(sum(${column}), 0)::int`
