import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { BillingCycle } from '@/api/pricing'
import type { InvoiceLine } from '@/api/billing/invoice'
import type { CheckoutStatus, PaymentProviderName, SubscriptionStatus } from '@/api/billing/subscription'
import { accounts } from './accounts'
import { users } from './users'

/**
 * Billing (issue 17, decision 034). A checkout session is the intent to buy; the provider's events (Stripe's
 * webhooks, or the built-in test provider's, through the same handler) turn it into a subscription and a paid
 * invoice. Money is integer cents throughout.
 */

/** One attempt to pay for the cart. The test provider's sessions live only here; Stripe's mirror theirs. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** Stripe's cs_… id; for the test provider our own id again. */
    providerSessionId: text('provider_session_id').notNull(),
    status: text('status').$type<CheckoutStatus>().notNull().default('open'),
    billingCycle: text('billing_cycle').$type<BillingCycle>().notNull(),
    /** Seats bought: the subscription's quantity. */
    seats: integer('seats').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The cart version paid for: the cart is emptied only if nobody changed it since. */
    cartVersion: integer('cart_version').notNull(),
    /** Why the last payment attempt failed (a decline text), shown on the checkout page. */
    lastError: text('last_error'),
    subscriptionId: uuid('subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('checkout_sessions_provider_session_idx').on(table.provider, table.providerSessionId),
    index('checkout_sessions_user_idx').on(table.userId),
    check('checkout_sessions_seats_range', sql`${table.seats} between 1 and 20`),
    check('checkout_sessions_amount_positive', sql`${table.amountCents} > 0`),
  ],
)

/** Premium for an account: `quantity` seats, billed monthly or annually, its state set by provider events. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Who paid; kept when they leave (set null), the account still owns the subscription. */
    buyerUserId: uuid('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id'),
    plan: text('plan').notNull().default('premium'),
    billingCycle: text('billing_cycle').$type<BillingCycle>().notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_provider_id_idx').on(table.provider, table.providerSubscriptionId),
    index('subscriptions_account_idx').on(table.accountId),
    check('subscriptions_quantity_range', sql`${table.quantity} between 1 and 20`),
  ],
)

/** Who holds a seat. Today the buyer; team invitations add rows (members ≤ quantity, checked when adding). */
export const subscriptionMembers = pgTable(
  'subscription_members',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.subscriptionId, table.userId] }),
    index('subscription_members_user_idx').on(table.userId),
  ],
)

/**
 * Issued invoices: never updated after insert. Numbered per account from invoice_counters. The account may
 * go (a deleted account), the invoice stays: account_id is set null and the buyer's name is kept as text.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    billedTo: text('billed_to').notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    status: text('status').notNull().default('paid'),
    currency: text('currency').notNull().default('usd'),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invoices_provider_id_idx').on(table.provider, table.providerInvoiceId),
    uniqueIndex('invoices_account_sequence_idx').on(table.accountId, table.sequence),
    index('invoices_subscription_idx').on(table.subscriptionId),
  ],
)

/** The last invoice number used per account; bumped in the invoice's transaction (row lock = no gaps, no twins). */
export const invoiceCounters = pgTable('invoice_counters', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  lastSequence: integer('last_sequence').notNull(),
})

/** Provider events already handled: a redelivered event id is acknowledged and does nothing (exactly once). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
)

export type SubscriptionRow = typeof subscriptions.$inferSelect
export type InvoiceRow = typeof invoices.$inferSelect
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect
