import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { JobAlertFrequency, JobAlertStatus } from '@/api/job-alerts/job-alert-settings'
import type { JobAlertQuery } from '@/api/job-alerts/job-alert-query'
import { jobs } from './jobs'
import { users } from './users'

/**
 * Job alerts: a saved search mailed on a schedule by the alert worker (server/modules/job-alerts).
 * `next_run_at` is when it is due (null while paused); `claimed_until` is a worker's lease, so several
 * server processes never run one alert at once; jobs posted after `last_run_at` are the new ones.
 * The unsubscribe link carries an HMAC of (id, unsubscribe_salt): rotating the salt voids every earlier link.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query')
      .$type<JobAlertQuery>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    frequency: text('frequency').$type<JobAlertFrequency>().notNull(),
    status: text('status').$type<JobAlertStatus>().notNull().default('active'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    unsubscribeSalt: text('unsubscribe_salt').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('job_alerts_user_idx').on(table.userId, table.createdAt.desc()),
    index('job_alerts_due_idx')
      .on(table.nextRunAt)
      .where(sql`${table.status} = 'active'`),
  ],
)

/** Every job mailed per alert: a job is never mailed twice for one alert. */
export const jobAlertSent = pgTable(
  'job_alert_sent',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.alertId, table.jobId] })],
)

export type JobAlertRow = typeof jobAlerts.$inferSelect
