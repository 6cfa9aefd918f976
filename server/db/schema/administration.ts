import { sql } from 'drizzle-orm'
import { boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { ReportReason } from '@/api/people/connection-inputs'
import { messages } from './messaging'
import { users } from './users'

/**
 * Every admin action (issue 18): who, what, on which target, when, with what details. Append-only: a trigger
 * (migration "admin_audit_append_only") refuses UPDATE, DELETE and TRUNCATE, and no endpoint writes it but
 * `recordAdminAction`. The actor and target are plain ids, not foreign keys, so deleting a user never has to
 * touch (and could never touch) the log; the actor's email is copied for the same reason.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(table.createdAt, table.id),
    index('admin_audit_log_target_idx').on(table.targetKind, table.targetId),
  ],
)

/** Feature flags (seed 1 §1); a missing row means the flag's default (src/api/feature-flags.ts). */
export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
})

/** A report of one message by a participant of its conversation (issue 18). */
export const messageReports = pgTable(
  'message_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    details: text('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('message_reports_created_idx').on(table.createdAt)],
)

/** An admin's decision on a report (person or message): the open queue is the reports without one. */
export const reportReviews = pgTable(
  'report_reviews',
  {
    reportKind: text('report_kind').$type<'person' | 'message'>().notNull(),
    reportId: uuid('report_id').notNull(),
    outcome: text('outcome').$type<'dismissed' | 'actioned'>().notNull(),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.reportKind, table.reportId] }),
    check('report_reviews_kind_known', sql`${table.reportKind} in ('person', 'message')`),
    check('report_reviews_outcome_known', sql`${table.outcome} in ('dismissed', 'actioned')`),
  ],
)
