import * as v from 'valibot'

/** GET /api/Billing/invoices and /invoices/{id} (shapes ours; seed 1 §7 names only the list). Cents throughout. */

export const InvoiceLineSchema = v.object({
  description: v.string(),
  quantity: v.number(),
  unitAmountCents: v.number(),
  amountCents: v.number(),
})
export type InvoiceLine = v.InferOutput<typeof InvoiceLineSchema>

export const InvoiceSummarySchema = v.object({
  id: v.string(),
  /** Sequential per account: 'RH-1A2B3C4D-0001'. */
  number: v.string(),
  status: v.literal('paid'),
  currency: v.string(),
  totalCents: v.number(),
  issuedAt: v.string(),
  periodStart: v.string(),
  periodEnd: v.string(),
  /** Paid through the built-in test provider: no money moved. */
  testMode: v.boolean(),
})
export type InvoiceSummary = v.InferOutput<typeof InvoiceSummarySchema>

export const InvoiceSchema = v.object({
  ...InvoiceSummarySchema.entries,
  billedTo: v.string(),
  lines: v.array(InvoiceLineSchema),
  subtotalCents: v.number(),
  paidAt: v.nullable(v.string()),
})
export type Invoice = v.InferOutput<typeof InvoiceSchema>

export const InvoiceListSchema = v.object({ invoices: v.array(InvoiceSummarySchema) })
export type InvoiceList = v.InferOutput<typeof InvoiceListSchema>

export const INVOICE_TEXTS = { notFound: 'Invoice not found.' } as const
