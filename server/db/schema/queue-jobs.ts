import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

export type QueueJobStatus = 'queued' | 'running' | 'done' | 'failed'

/**
 * The background job queue (server/core/queue): work that must not run inside a request (video processing), kept in
 * the database so every server process shares it. A worker claims a due row with FOR UPDATE SKIP LOCKED and holds a
 * lease (`locked_until`); a worker that dies mid-job leaves the lease to expire and another one retries it.
 * `singleton_key` makes an enqueue idempotent: while a job with that key is queued or running, another is not added.
 */
export const queueJobs = pgTable(
  'queue_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    payload: jsonb('payload')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text('status').$type<QueueJobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    singletonKey: text('singleton_key'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('queue_jobs_due_idx')
      .on(table.queue, table.runAt)
      .where(sql`${table.status} in ('queued', 'running')`),
    uniqueIndex('queue_jobs_singleton_idx')
      .on(table.queue, table.singletonKey)
      .where(sql`${table.singletonKey} is not null and ${table.status} in ('queued', 'running')`),
    index('queue_jobs_finished_idx').on(table.finishedAt),
  ],
)

export type QueueJobRow = typeof queueJobs.$inferSelect
