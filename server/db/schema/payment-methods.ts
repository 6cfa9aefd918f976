import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { PaymentProviderName } from '@/api/billing/subscription'
import { accounts } from './accounts'

/**
 * Payment methods (issue 17, decision 034). Stripe keeps its own (listed live from the account's Stripe
 * customer); this table holds the built-in test provider's cards — brand, last four digits and expiry only,
 * never a card number — and, for either provider, which provider customer an account is.
 */
export const testPaymentMethods = pgTable(
  'test_payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('test_payment_methods_account_idx').on(table.accountId)],
)

/** The provider's customer of an account (Stripe's cus_…), created with its first setup session. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('billing_customers_account_provider_idx').on(table.accountId, table.provider)],
)

export type TestPaymentMethodRow = typeof testPaymentMethods.$inferSelect
