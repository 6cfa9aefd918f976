import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { accounts } from './accounts'
import { users } from './users'

/**
 * Team invitations (issue 17, decision 042). The mailed link carries a random token; only its keyed hash is
 * stored. An invitation is pending until it is accepted (once), cancelled, or its expiry passes; a resend
 * replaces the token (the old link stops working) and moves the expiry.
 */
export const accountInvitations = pgTable(
  'account_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Lower-cased; only the user signed in with this address may accept. */
    email: text('email').notNull(),
    /** The membership roles the invitation grants, exactly as the inviter chose them. */
    roles: jsonb('roles').$type<string[]>().notNull(),
    personalMessage: text('personal_message'),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    sentCount: integer('sent_count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('account_invitations_token_idx').on(table.tokenHash),
    index('account_invitations_account_idx').on(table.accountId, table.createdAt.desc()),
    // One open invitation per address and account: a second invite is a resend.
    uniqueIndex('account_invitations_open_email_idx')
      .on(table.accountId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    check('account_invitations_sent_count_positive', sql`${table.sentCount} >= 1`),
  ],
)

/** Team settings of an account beside its name and logo (which live on accounts). */
export const accountTeamSettings = pgTable(
  'account_team_settings',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    defaultInviteRole: text('default_invite_role').notNull().default('Recruiter'),
    invitationExpiryDays: integer('invitation_expiry_days').notNull().default(7),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('account_team_settings_expiry_range', sql`${table.invitationExpiryDays} between 1 and 30`),
  ],
)

export type AccountInvitationRow = typeof accountInvitations.$inferSelect
