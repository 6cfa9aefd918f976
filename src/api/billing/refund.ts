import * as v from 'valibot'

/** POST /api/Billing/invoices/{id}/refund (admins; issue 18): a full refund of a paid invoice, recorded once. */
export const RefundInputSchema = v.strictObject({
  reason: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500))),
})
export type RefundInput = v.InferInput<typeof RefundInputSchema>

export const RefundResultSchema = v.object({
  invoiceId: v.string(),
  refunded: v.literal(true),
  amountCents: v.number(),
})
