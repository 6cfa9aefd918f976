import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { TaskPriority, TaskType } from '@/api/tasks/task-fields'
import { users } from './users'

/**
 * Tasks (seed 1 §3; issue 16 "Tasks"): a user's own to-dos, shown as a list, a board and a timeline on /tasks.
 * Private to their owner (server/core/policy.ts canOnTask). Days are calendar days with no zone, both ends
 * included. The id may be chosen by the client (the offline outbox creates under a known id, so a repeated
 * create is one task); the checks repeat the schema's rules so nothing else can store a broken task.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    progress: integer('progress').notNull().default(0),
    type: text('type').$type<TaskType>().notNull().default('task'),
    priority: text('priority').$type<TaskPriority>().notNull().default('medium'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tasks_user_start_idx').on(table.userId, table.startDate),
    check('tasks_end_after_start', sql`${table.endDate} >= ${table.startDate}`),
    check('tasks_progress_range', sql`${table.progress} between 0 and 100`),
    check('tasks_type_known', sql`${table.type} in ('task', 'milestone', 'project')`),
    check('tasks_priority_known', sql`${table.priority} in ('high', 'medium', 'low')`),
  ],
)

export type TaskRow = typeof tasks.$inferSelect
