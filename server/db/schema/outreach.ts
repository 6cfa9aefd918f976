import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type {
  EnrolmentSource,
  EnrolmentStatus,
  SendStatus,
  SuppressionReason,
} from '@/api/outreach/outreach-fields'
import { accounts } from './accounts'
import { users } from './users'

/**
 * Outreach (issue 18; decision 043): a recruiter's sequences of mail steps, the people enrolled in them, each
 * step's send (unique per enrolment and step: a step is sent at most once whatever runs it), the global
 * suppression list and each sender's daily count.
 */
export const outreachSequences = pgTable(
  'outreach_sequences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The zone windows are counted in for recipients whose own zone is unknown (ReelHire stores none). */
    timeZone: text('time_zone').notNull().default('UTC'),
    windowStartHour: integer('window_start_hour').notNull().default(9),
    windowEndHour: integer('window_end_hour').notNull().default(17),
    weekdaysOnly: boolean('weekdays_only').notNull().default(true),
    dailyCap: integer('daily_cap').notNull().default(50),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outreach_sequences_owner_idx').on(table.ownerUserId, table.updatedAt.desc()),
    check(
      'outreach_sequences_window',
      sql`${table.windowStartHour} >= 0 and ${table.windowEndHour} <= 24
      and ${table.windowStartHour} < ${table.windowEndHour}`,
    ),
    check('outreach_sequences_cap', sql`${table.dailyCap} between 1 and 1000`),
  ],
)

/** The steps in order; `delay_hours` counts from the previous step's send (from enrolment for the first). */
export const outreachSteps = pgTable(
  'outreach_steps',
  {
    sequenceId: uuid('sequence_id')
      .notNull()
      .references(() => outreachSequences.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    delayHours: integer('delay_hours').notNull().default(0),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sequenceId, table.position] }),
    check('outreach_steps_delay', sql`${table.delayHours} >= 0`),
  ],
)

export const outreachEnrolments = pgTable(
  'outreach_enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sequenceId: uuid('sequence_id')
      .notNull()
      .references(() => outreachSequences.id, { onDelete: 'cascade' }),
    recipientUserId: uuid('recipient_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address at enrolment, lower-cased: what the suppression list is matched against. */
    email: text('email').notNull(),
    source: text('source').$type<EnrolmentSource>().notNull(),
    status: text('status').$type<EnrolmentStatus>().notNull().default('active'),
    /** The position of the next step to send (equal to the step count once completed). */
    nextStep: integer('next_step').notNull().default(0),
    nextSendAt: timestamp('next_send_at', { withTimezone: true }),
    /** The recipient's zone for send windows. */
    timeZone: text('time_zone').notNull(),
    /** Secret of the one-click unsubscribe link (RFC 8058); 32 random bytes, base64url. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('outreach_enrolments_pair_idx').on(table.sequenceId, table.recipientUserId),
    uniqueIndex('outreach_enrolments_token_idx').on(table.unsubscribeToken),
    index('outreach_enrolments_recipient_idx').on(table.recipientUserId),
    check(
      'outreach_enrolments_status_known',
      sql`${table.status} in ('active', 'completed', 'replied', 'unsubscribed', 'bounced', 'stopped')`,
    ),
  ],
)

/**
 * One row per step handed to the mail layer. The unique (enrolment, step) is the exactly-once guard: the worker
 * that inserts it owns the delivery (its queue job id is kept), every other attempt finds it and stops.
 */
export const outreachSends = pgTable(
  'outreach_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => outreachEnrolments.id, { onDelete: 'cascade' }),
    senderUserId: uuid('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    status: text('status').$type<SendStatus>().notNull().default('queued'),
    jobId: uuid('job_id'),
    /** The step as rendered for this recipient when it was claimed: a retried delivery sends the same words. */
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('outreach_sends_step_idx').on(table.enrolmentId, table.step),
    check(
      'outreach_sends_status_known',
      sql`${table.status} in ('queued', 'sent', 'bounced', 'cancelled', 'failed')`,
    ),
  ],
)

/** Addresses never written to again by outreach, whoever sends: unsubscribed or bounced. */
export const outreachSuppressions = pgTable('outreach_suppressions', {
  email: text('email').primaryKey(),
  reason: text('reason').$type<SuppressionReason>().notNull(),
  sequenceId: uuid('sequence_id').references(() => outreachSequences.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Sends per sender per UTC day: the daily cap is one conditional upsert on this row. */
export const outreachSenderDays = pgTable(
  'outreach_sender_days',
  {
    senderUserId: uuid('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.senderUserId, table.day] })],
)

export type OutreachSequenceRow = typeof outreachSequences.$inferSelect
export type OutreachStepRow = typeof outreachSteps.$inferSelect
export type OutreachEnrolmentRow = typeof outreachEnrolments.$inferSelect
export type OutreachSendRow = typeof outreachSends.$inferSelect
