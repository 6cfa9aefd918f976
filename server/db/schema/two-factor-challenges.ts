import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * A pending second step of one sign-in, bound to one temp token (its JWT names this row). The code is
 * stored as a keyed hash bound to the challenge id; a TOTP challenge has no code of its own.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'email' | 'totp' */
    method: text('method').notNull(),
    codeHash: text('code_hash'),
    attemptsLeft: integer('attempts_left').notNull(),
    rememberMe: boolean('remember_me').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The current code's end (10 min; a resend starts a new one). */
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    /** Hard end of the challenge, whatever the resends. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('two_factor_challenges_user_idx').on(table.userId)],
)

export type TwoFactorChallengeRow = typeof twoFactorChallenges.$inferSelect
