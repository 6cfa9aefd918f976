import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/** Single-use links sent by mail (email confirmation, password reset). Only a keyed hash is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'confirm-email' | 'reset-password' */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('email_tokens_hash_idx').on(table.tokenHash),
    index('email_tokens_user_idx').on(table.userId, table.purpose),
  ],
)

export type EmailTokenRow = typeof emailTokens.$inferSelect
