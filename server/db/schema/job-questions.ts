import { sql } from 'drizzle-orm'
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { ScreeningQuestion } from '@/api/applications/screening-questions'
import { jobs } from './jobs'
import { users } from './users'

/** A job's screening questions (the jobs table has none), in the owner's order. No row = no questions. */
export const jobQuestions = pgTable('job_questions', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  questions: jsonb('questions')
    .$type<ScreeningQuestion[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export type JobQuestionsRow = typeof jobQuestions.$inferSelect
