import { and, desc, eq, sql } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { INVOICE_TEXTS, type Invoice, type InvoiceList, type InvoiceSummary } from '@/api/billing/invoice'
import type { PaymentProviderName } from '@/api/billing/subscription'
import type { Db } from '../../db/client'
import { accounts } from '../../db/schema/accounts'
import { invoiceCounters, invoices, type InvoiceRow } from '../../db/schema/billing'
import { AppError } from '../../core/app-error'
import { isUuid } from '../../core/uuid'
import type { SignedInViewer } from '../../core/viewer'
import { billingAccountOf, mayManageBilling } from './billing-policy'
import type { InvoiceSnapshot } from './payment-events'

/** Invoices: issued once per paid provider invoice, numbered per account, never changed afterwards. */

export const invoiceNumber = (accountId: string, sequence: number) =>
  `RH-${accountId.slice(0, 8).toUpperCase()}-${String(sequence).padStart(4, '0')}`

/** The account's next invoice number; the upsert locks its counter row until the transaction ends. */
async function nextSequence(tx: Db, accountId: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ accountId, lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.accountId,
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastSequence })
  if (!row) throw new Error('invoice counter upsert returned no row')
  return row.sequence
}

/** Issues the invoice of a paid provider invoice (inside the event's transaction); a repeat is a no-op. */
export async function issueInvoice(
  tx: Db,
  input: {
    provider: PaymentProviderName
    accountId: string
    subscriptionId: string
    invoice: InvoiceSnapshot
  },
): Promise<void> {
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.provider, input.provider),
        eq(invoices.providerInvoiceId, input.invoice.providerInvoiceId),
      ),
    )
  if (existing) return
  const [account] = await tx
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, input.accountId))
  const sequence = await nextSequence(tx, input.accountId)
  const { invoice } = input
  await tx.insert(invoices).values({
    accountId: input.accountId,
    subscriptionId: input.subscriptionId,
    sequence,
    number: invoiceNumber(input.accountId, sequence),
    billedTo: account?.name ?? 'ReelHire customer',
    provider: input.provider,
    providerInvoiceId: invoice.providerInvoiceId,
    status: 'paid',
    currency: invoice.currency,
    lines: invoice.lines,
    subtotalCents: invoice.subtotalCents,
    totalCents: invoice.totalCents,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    issuedAt: invoice.paidAt,
    paidAt: invoice.paidAt,
  })
}

function toInvoiceSummary(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    status: 'paid',
    currency: row.currency,
    totalCents: row.totalCents,
    issuedAt: row.issuedAt.toISOString(),
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    testMode: row.provider === 'test',
  }
}

function toInvoice(row: InvoiceRow): Invoice {
  return {
    ...toInvoiceSummary(row),
    billedTo: row.billedTo,
    lines: row.lines,
    subtotalCents: row.subtotalCents,
    paidAt: row.paidAt?.toISOString() ?? null,
  }
}

/** GET /api/Billing/invoices: the invoices of the account the caller manages billing for, newest first. */
export async function listInvoices(db: Db, viewer: SignedInViewer): Promise<InvoiceList> {
  const accountId = await billingAccountOf(db, viewer)
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.accountId, accountId))
    .orderBy(desc(invoices.sequence))
    .limit(200)
  return { invoices: rows.map(toInvoiceSummary) }
}

/** GET /api/Billing/invoices/{id}: one invoice of an account whose billing the caller manages; else 404. */
export async function getInvoice(db: Db, viewer: SignedInViewer, id: string): Promise<Invoice> {
  const notFound = new AppError(ErrorCode.NOT_FOUND_ERROR, { message: INVOICE_TEXTS.notFound })
  if (!isUuid(id)) throw notFound
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id))
  if (!row?.accountId || !mayManageBilling(viewer, row.accountId)) throw notFound
  return toInvoice(row)
}

/** The summary of one invoice, for the checkout result (the caller was already authorised for the session). */
export async function invoiceSummaryFor(db: Db, subscriptionId: string): Promise<InvoiceSummary | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.subscriptionId, subscriptionId))
    .orderBy(desc(invoices.sequence))
    .limit(1)
  return row ? toInvoiceSummary(row) : null
}
