import { sql } from 'drizzle-orm'
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/**
 * People who sign in. `role_code` is the spec's numeric role code (30 job seeker, 40 recruiter, 20 employer,
 * 50 affiliate, 0 admin, -1 super admin); email is stored lower-cased (the schemas lower-case it) so the
 * unique index is case-insensitive in effect.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roleCode: integer('role_code').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    avatar: text('avatar'),
    headline: text('headline'),
    summary: text('summary'),
    location: text('location'),
    website: text('website'),
    linkedIn: text('linked_in'),
    github: text('github'),
    phone: text('phone'),
    currentRole: text('current_role'),
    currentCompany: text('current_company'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    openToWork: boolean('open_to_work').notNull().default(false),
    openToRemote: boolean('open_to_remote').notNull().default(false),
    onboardingComplete: boolean('onboarding_complete').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    referralCode: text('referral_code'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Last confirmation mail and how many were sent: the 60 s resend cooldown and the status call. */
    verificationSentAt: timestamp('verification_sent_at', { withTimezone: true }),
    verificationSendCount: integer('verification_send_count').notNull().default(0),
    /** null = off; 'email' or 'totp'. */
    twoFactorMethod: text('two_factor_method'),
    /** TOTP secrets are sealed (AES-GCM with a key derived from JWT_SECRET), never stored in the clear. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    /** Last accepted TOTP time step: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    /** The account a new session starts in (the last one switched to). */
    lastAccountId: uuid('last_account_id'),
    /** Set by an admin (issue 18): no sign-in, refresh or request until restored. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_idx').on(table.email), uniqueIndex('users_slug_idx').on(table.slug)],
)

export type UserRow = typeof users.$inferSelect
