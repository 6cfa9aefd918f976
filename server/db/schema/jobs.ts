import { sql } from 'drizzle-orm'
import {
  boolean,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { JobEmploymentType, JobSeniority, JobWorkSetting } from '@/api/jobs/job-input-enums'
import type { JobStatus } from '@/api/jobs/job-statuses'
import type { SalaryPeriod } from '@/api/jobs/job-salary'
import { accounts } from './accounts'
import { companies } from './companies'
import { users } from './users'

/** PostgreSQL's tsvector; written only by the jobs service's search-vector module (never by hand). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`)

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' })

/**
 * Jobs. The creation input's enums are stored as given (employment_types, seniority,
 * work_setting); the list's single employmentType / experienceLevel are derived from them in one place
 * (`src/api/jobs/job-enum-mapping.ts`). Deleting a job sets `deleted_at` (a tombstone, so a saved job can be reported as
 * deleted); every read excludes deleted rows.
 *
 * `search` is maintained by the service (`server/modules/jobs/search-vector.ts`) because it includes the
 * company's name (another table) and array_to_string is not immutable (no generated column).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    responsibilities: textArray('responsibilities'),
    requirements: textArray('requirements'),
    skills: textArray('skills'),
    /** skills lower-cased: the skills filter (GIN, containment). */
    skillKeys: textArray('skill_keys'),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    location: text('location'),
    employmentTypes: text('employment_types')
      .array()
      .$type<JobEmploymentType[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    seniority: text('seniority')
      .array()
      .$type<JobSeniority[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    workSetting: text('work_setting').$type<JobWorkSetting>(),
    isRemote: boolean('is_remote').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(true),
    salaryMin: money('salary_min'),
    salaryMax: money('salary_max'),
    salaryCurrency: text('salary_currency'),
    salaryPeriod: text('salary_period').$type<SalaryPeriod>(),
    /** The salary bounds as yearly amounts (YEARLY_FACTOR): what the salary filter compares. */
    salaryMinYearly: money('salary_min_yearly'),
    salaryMaxYearly: money('salary_max_yearly'),
    status: text('status').$type<JobStatus>().notNull().default('draft'),
    /** First publication; null while the job was never published. */
    postedDate: timestamp('posted_date', { withTimezone: true }),
    expiryDate: timestamp('expiry_date', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    saveCount: integer('save_count').notNull().default(0),
    applicationCount: integer('application_count').notNull().default(0),
    search: tsvector('search'),
    /** Title, company and skills only (small, never toasted): what ts_rank reads for the ranking. */
    searchRank: tsvector('search_rank'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Hidden by an admin after a report (issue 18): out of every list and page but its owner's and admins'. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('jobs_slug_idx').on(table.slug),
    index('jobs_search_idx').using('gin', table.search),
    index('jobs_skill_keys_idx').using('gin', table.skillKeys),
    // The public listing: active, public, not deleted, newest first (the expiry and company checks filter it).
    // Company and expiry ride along so the listing's count reads the index alone (an index-only scan of the
    // pages VACUUM marked all-visible) instead of every wide row.
    index('jobs_listing_idx')
      .on(table.postedDate.desc(), table.id, table.companyId, table.expiryDate)
      .where(sql`${table.status} = 'active' and ${table.isPublic} and ${table.deletedAt} is null`),
    index('jobs_company_idx').on(table.companyId, table.postedDate.desc()),
    index('jobs_account_idx').on(table.accountId, table.updatedAt.desc()),
    index('jobs_created_by_idx').on(table.createdBy, table.updatedAt.desc()),
    index('jobs_salary_idx').on(table.salaryMaxYearly, table.salaryMinYearly),
  ],
)

/**
 * Every lexeme that is or was in a job's search document (`jobs.search`), kept by triggers on jobs (migration
 * 0004) in the same transaction as the write. A search's last word is a prefix ('engin':*): GIN answers a
 * prefix by collecting every job of every matching lexeme, which costs as much as the prefix is common. With
 * this list the prefix becomes the few exact lexemes it stands for ('engin' | 'engineer'), which GIN can
 * intersect with the filters cheaply (server/modules/jobs/search-query.ts). Never pruned: a lexeme that no
 * job has any more only costs an empty lookup.
 */
export const jobSearchLexemes = pgTable(
  'job_search_lexemes',
  {
    lexeme: text('lexeme').notNull(),
  },
  // text_pattern_ops: byte order whatever the collation, so a prefix (LIKE 'engin%') is an index range.
  (table) => [uniqueIndex('job_search_lexemes_idx').on(table.lexeme.op('text_pattern_ops'))],
)

/** Saved jobs: a state per (user, job), so saving twice is one row. */
export const jobSaves = pgTable(
  'job_saves',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.jobId] }),
    index('job_saves_job_idx').on(table.jobId),
    index('job_saves_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
)

/**
 * Per job and UTC day: views and applications (the analytics call), written with the job's counters. Saves
 * have no column here: the analytics read them from job_saves, their only record, so the saves of a range and
 * of all time come from the same rows and a save taken back disappears from both.
 */
export const jobDailyStats = pgTable(
  'job_daily_stats',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    applications: integer('applications').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.day] })],
)

export type JobRow = typeof jobs.$inferSelect
export type JobInsert = typeof jobs.$inferInsert
