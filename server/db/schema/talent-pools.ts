import { sql } from 'drizzle-orm'
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { TalentPoolStage } from '@/api/talent-pools/talent-pool-fields'
import { accounts } from './accounts'
import { resumes } from './resumes'
import { users } from './users'

/**
 * Talent pools (issue 15, decision 044): an account's named lists of candidates, seen and worked on by the
 * account's hiring members only (policy canOnTalentPool). A name is unique within its account, case aside.
 */
export const talentPools = pgTable(
  'talent_pools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('talent_pools_account_name_idx').on(table.accountId, sql`lower(${table.name})`)],
)

/**
 * A person in a pool, once per pool, at one stage. Added from a resume, the member is the resume's owner and
 * the resume is remembered (it stays the member even if the resume is deleted later).
 */
export const talentPoolMembers = pgTable(
  'talent_pool_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    poolId: uuid('pool_id')
      .notNull()
      .references(() => talentPools.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    stage: text('stage').$type<TalentPoolStage>().notNull(),
    addedByUserId: uuid('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('talent_pool_members_pool_user_idx').on(table.poolId, table.userId),
    index('talent_pool_members_user_idx').on(table.userId),
    check(
      'talent_pool_members_stage_known',
      sql`${table.stage} in ('sourced', 'contacted', 'screening', 'interview', 'offer', 'placed')`,
    ),
  ],
)

/** Notes on a member, newest last; the author is kept for "who wrote this" (null once they are deleted). */
export const talentPoolNotes = pgTable(
  'talent_pool_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => talentPoolMembers.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('talent_pool_notes_member_idx').on(table.memberId, table.createdAt)],
)

/** "Track candidate" (seed 2 §6 track/untrack): a hiring user's own watch list of people, for their dashboard. */
export const candidateWatches = pgTable(
  'candidate_watches',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.candidateId] }),
    index('candidate_watches_candidate_idx').on(table.candidateId),
    check('candidate_watches_not_self', sql`${table.userId} <> ${table.candidateId}`),
  ],
)

export type TalentPoolRow = typeof talentPools.$inferSelect
export type TalentPoolMemberRow = typeof talentPoolMembers.$inferSelect
export type TalentPoolNoteRow = typeof talentPoolNotes.$inferSelect
