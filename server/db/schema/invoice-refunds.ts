import { pgTable, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { PaymentProviderName } from '@/api/billing/subscription'
import { invoices } from './billing'
import { users } from './users'

/**
 * Refunds of paid invoices (issue 18): invoices are never changed after issue, so a refund is its own row, written
 * once by the 'invoice.refunded' payment event (an admin's refund, or the provider's). Full refunds only.
 */
export const invoiceRefunds = pgTable('invoice_refunds', {
  invoiceId: uuid('invoice_id')
    .primaryKey()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<PaymentProviderName>().notNull(),
  amountCents: integer('amount_cents').notNull(),
  reason: text('reason'),
  refundedByUserId: uuid('refunded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }).notNull(),
})
