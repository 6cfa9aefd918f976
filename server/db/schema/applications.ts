import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { ApplicationAnswer } from '@/api/applications/application-views'
import type { ApplicationStage } from '@/api/applications/application-stages'
import { storedFiles } from './files'
import { jobs } from './jobs'
import { users } from './users'

/**
 * Job applications (issue 5): one per (job, applicant). `stage_changed_at` drives the applicant's "no
 * ghosting" age; every stage entered is in application_events; reviewers' notes in application_notes.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicantUserId: uuid('applicant_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<ApplicationStage>().notNull().default('applied'),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    coverLetter: text('cover_letter').notNull().default(''),
    /** The answers with each question's text as it was then. */
    answers: jsonb('answers')
      .$type<ApplicationAnswer[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    cvFileId: uuid('cv_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** A resume of the resumes feature instead of a file (not checked until that feature exists). */
    resumeId: text('resume_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('applications_job_applicant_idx').on(table.jobId, table.applicantUserId),
    index('applications_applicant_idx').on(table.applicantUserId, table.createdAt.desc()),
    index('applications_job_stage_idx').on(table.jobId, table.stage, table.createdAt.desc()),
  ],
)

/** The history: one row per stage entered (the first is 'applied'). */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<ApplicationStage>().notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_events_application_idx').on(table.applicationId, table.createdAt)],
)

/** Reviewers' notes: never shown to the applicant. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_notes_application_idx').on(table.applicationId, table.createdAt)],
)

export type ApplicationRow = typeof applications.$inferSelect
export type ApplicationEventRow = typeof applicationEvents.$inferSelect
export type ApplicationNoteRow = typeof applicationNotes.$inferSelect
