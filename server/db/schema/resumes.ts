import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  json,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { JsonResume } from '@/api/resumes/json-resume'
import type { ResumePrivacy } from '@/api/resumes/resume-privacy'
import { accounts } from './accounts'
import { users } from './users'

/**
 * Resumes (issue 14, seed 2 §3–§4). The structured resume is stored as `json`, not `jsonb`: json keeps the
 * text as given (key order included), so exporting an imported JSON Resume file gives back the same file.
 *
 * Rules the database holds, so no code path can break them (decision 024):
 * - one master per owner, one active per owner (partial unique indexes);
 * - a master has no parent; nothing is its own parent (checks);
 * - a variation's parent belongs to the same owner: (parent_id, user_id) refers to (id, user_id), and
 *   deleting a parent deletes its variations with it (nothing left orphaned).
 */
export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner's account when the resume was made; its members' rights follow seed 2 §6. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    privacy: text('privacy').$type<ResumePrivacy>().notNull().default('draft'),
    showContactDetails: boolean('show_contact_details').notNull().default(true),
    isMaster: boolean('is_master').notNull().default(false),
    isActive: boolean('is_active').notNull().default(false),
    parentId: uuid('parent_id'),
    templateName: text('template_name'),
    industry: text('industry'),
    employmentTypes: text('employment_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    paySchedule: text('pay_schedule'),
    minimumSalary: numeric('minimum_salary', { precision: 14, scale: 2, mode: 'number' }),
    resumeType: text('resume_type'),
    sentimentScore: real('sentiment_score'),
    views: integer('views').notNull().default(0),
    content: json('content').$type<JsonResume>().notNull(),
    /** Bumped by every write: a Save based on an older version is refused (VERSION_CONFLICT). */
    version: integer('version').notNull().default(1),
    /** Hidden by an admin after a report (issue 18): out of every list and page but its owner's and admins'. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('resumes_slug_idx').on(table.slug),
    unique('resumes_id_user_key').on(table.id, table.userId),
    foreignKey({
      name: 'resumes_parent_same_owner_fk',
      columns: [table.parentId, table.userId],
      foreignColumns: [table.id, table.userId],
    }).onDelete('cascade'),
    uniqueIndex('resumes_one_master_per_owner_idx')
      .on(table.userId)
      .where(sql`${table.isMaster}`),
    uniqueIndex('resumes_one_active_per_owner_idx')
      .on(table.userId)
      .where(sql`${table.isActive}`),
    check('resumes_master_has_no_parent', sql`not (${table.isMaster} and ${table.parentId} is not null)`),
    check('resumes_not_own_parent', sql`${table.parentId} is null or ${table.parentId} <> ${table.id}`),
    check(
      'resumes_privacy_known',
      sql`${table.privacy} in ('public', 'recruiter_only', 'connections', 'private', 'draft')`,
    ),
    index('resumes_user_idx').on(table.userId, table.createdAt),
    index('resumes_parent_idx').on(table.parentId),
    index('resumes_privacy_created_idx').on(table.privacy, table.createdAt),
  ],
)

export type ResumeRow = typeof resumes.$inferSelect

/** Resumes a recruiter, employer or admin tracks ("tracked" ownership, seed 2 §4). */
export const resumeWatches = pgTable(
  'resume_watches',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.resumeId] }),
    index('resume_watches_resume_idx').on(table.resumeId),
  ],
)
