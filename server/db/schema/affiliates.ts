import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { CommissionStatus } from '@/api/affiliates/affiliate-dashboard'
import { invoices } from './billing'
import { users } from './users'

/**
 * The affiliate programme (issue 18, decision 041). An affiliate has one code; clicks on their short link are
 * counted (no address or browser kept); a referred user has at most one referrer; each paid invoice of a referred
 * user within the commission term earns one commission, pending until the refund window has passed.
 */

/** One referral code per affiliate, stored upper-case (codes are matched case-insensitively). */
export const affiliateCodes = pgTable(
  'affiliate_codes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('affiliate_codes_code_idx').on(table.code)],
)

/** A visit through /r/CODE: only when, so a click says nothing about who clicked. */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateUserId: uuid('affiliate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('affiliate_clicks_affiliate_idx').on(table.affiliateUserId, table.clickedAt)],
)

/** Who referred whom: the primary key makes it one referrer per user, never replaced. */
export const affiliateReferrals = pgTable(
  'affiliate_referrals',
  {
    referredUserId: uuid('referred_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    affiliateUserId: uuid('affiliate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('affiliate_referrals_affiliate_idx').on(table.affiliateUserId, table.createdAt),
    check('affiliate_referrals_not_self', sql`${table.referredUserId} <> ${table.affiliateUserId}`),
  ],
)

/** A payout: the approved commissions of one affiliate, exported for an admin to pay, then marked paid. */
export const affiliatePayouts = pgTable(
  'affiliate_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateUserId: uuid('affiliate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    commissionCount: integer('commission_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidByUserId: uuid('paid_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('affiliate_payouts_affiliate_idx').on(table.affiliateUserId),
    check('affiliate_payouts_amount_positive', sql`${table.amountCents} > 0`),
  ],
)

/**
 * A commission on one paid invoice (invoice_id unique: one per invoice). A refund reverses it; a refund of an
 * invoice whose commission was already paid out adds a negative 'approved' row (clawback, no invoice link of its
 * own) that the next payout deducts.
 */
export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateUserId: uuid('affiliate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kept when the referred person deletes their account (set null): the money was still earned. */
    referredUserId: uuid('referred_user_id').references(() => users.id, { onDelete: 'set null' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    /** The clawback's commission: the paid one a later refund took back. */
    reversesCommissionId: uuid('reverses_commission_id'),
    invoiceTotalCents: integer('invoice_total_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<CommissionStatus>().notNull().default('pending'),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    approveAfter: timestamp('approve_after', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    payoutId: uuid('payout_id').references(() => affiliatePayouts.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('affiliate_commissions_invoice_idx').on(table.invoiceId),
    uniqueIndex('affiliate_commissions_reverses_idx').on(table.reversesCommissionId),
    index('affiliate_commissions_affiliate_idx').on(table.affiliateUserId, table.earnedAt),
    index('affiliate_commissions_due_idx').on(table.status, table.approveAfter),
    check(
      'affiliate_commissions_status',
      sql`${table.status} in ('pending', 'approved', 'reversed', 'paid')`,
    ),
  ],
)

export type AffiliateCommissionRow = typeof affiliateCommissions.$inferSelect
export type AffiliatePayoutRow = typeof affiliatePayouts.$inferSelect
