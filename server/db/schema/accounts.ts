import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/** Tenants: every user has a personal account; employers own company accounts recruiters can join. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** 'personal' | 'company' */
    kind: text('kind').notNull(),
    logoUrl: text('logo_url'),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('accounts_owner_idx').on(table.ownerUserId)],
)

/** Who belongs to which account, with their role there: Admin (owner), Employer, Recruiter or Member. */
export const accountMemberships = pgTable(
  'account_memberships',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.userId] }),
    index('account_memberships_user_idx').on(table.userId),
  ],
)

export type AccountRow = typeof accounts.$inferSelect
