import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { NotificationKind } from '@/api/notifications/notification'
import { users } from './users'

/**
 * In-app notifications (issue 15, decision 049). Written by the producing service in the same transaction as
 * the event. Coalescing: at most one UNREAD row per (recipient, kind, subject) — a partial unique index — so a
 * burst of messages in one conversation refreshes one row (count + 1, moved to the top) instead of adding one
 * per message; once read, the next event starts a new row.
 *
 * subject_id names what the item links to: the person (connection kinds), the conversation (message) or the
 * application (application_stage). No foreign key: the subject lives in other modules' tables; a deleted
 * subject leaves a row that links to a 404, and the recipient's rows go with their account.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    subjectId: uuid('subject_id').notNull(),
    /** The stage an application moved to; null for the other kinds. */
    detail: text('detail'),
    /** How many events this unread row stands for (messages in a conversation). */
    eventCount: integer('event_count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set when the notification mail that covered this row was sent (or skipped by preference). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_unread_subject_idx')
      .on(table.recipientId, table.kind, table.subjectId)
      .where(sql`${table.readAt} is null`),
    index('notifications_recipient_created_idx').on(table.recipientId, table.createdAt),
    check(
      'notifications_kind_known',
      sql`${table.kind} in ('connection_requested', 'connection_accepted', 'message', 'application_stage')`,
    ),
    check('notifications_event_count_positive', sql`${table.eventCount} > 0`),
  ],
)

/**
 * Which kinds a user wants by email (issue 15). No row = the defaults of NOTIFICATION_MAIL_DEFAULTS; a row is
 * written on the first change.
 */
export const notificationMailPreferences = pgTable('notification_mail_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  connectionRequested: boolean('connection_requested').notNull(),
  connectionAccepted: boolean('connection_accepted').notNull(),
  message: boolean('message').notNull(),
  applicationStage: boolean('application_stage').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Web Push subscriptions (issue 15, decision 049): one row per browser endpoint, owned by the user who
 * subscribed on that device. A push service answering 404 or 410 means the subscription is gone: its row is
 * deleted. The endpoint is unique: the same browser subscribing again (or for another user after a sign-out)
 * takes the row over.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
)
