import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * AI requests counted per user and calendar month in UTC (issue 16; seed 1 §6 and §9). One row per user and
 * month: a request claims a unit with one upsert that refuses past the limit, so parallel requests cannot
 * overspend it (server/modules/ai-assistant/ai-quota.ts); a failed engine run gives its unit back.
 */
export const aiUsageMonths = pgTable(
  'ai_usage_months',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The month's first day (UTC). */
    month: date('month', { mode: 'string' }).notNull(),
    used: integer('used').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.month] }),
    check('ai_usage_months_used_non_negative', sql`${table.used} >= 0`),
  ],
)

/** The AI coach's conversation on /chat, kept per user (oldest trimmed past a bound). */
export const aiChatMessages = pgTable(
  'ai_chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<'user' | 'ai'>().notNull(),
    content: text('content').notNull(),
    /** Which engine wrote an AI message; null for the user's own. */
    engine: text('engine'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ai_chat_messages_user_created_idx').on(table.userId, table.createdAt),
    check('ai_chat_messages_sender_known', sql`${table.sender} in ('user', 'ai')`),
  ],
)

/**
 * A task the assistant proposed: written to `tasks` only when its user confirms it (POST
 * /api/ai/actions/{id}/confirm), under this row's id, so a repeated confirm makes one task.
 */
export const aiTaskProposals = pgTable(
  'ai_task_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status').$type<'proposed' | 'confirmed' | 'dismissed'>().notNull().default('proposed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('ai_task_proposals_user_idx').on(table.userId, table.createdAt),
    check('ai_task_proposals_status_known', sql`${table.status} in ('proposed', 'confirmed', 'dismissed')`),
  ],
)

export type AiChatMessageRow = typeof aiChatMessages.$inferSelect
export type AiTaskProposalRow = typeof aiTaskProposals.$inferSelect
