import { sql } from 'drizzle-orm'
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { ReportReason } from '@/api/people/connection-inputs'
import { users } from './users'

/**
 * Connections between people (issue 15). One row per pair, whoever asked first: the unique index on the
 * unordered pair (least, greatest) makes a second row for the same two people impossible, so a request
 * crossing a pending one in the other direction can only ever meet that row (and accepts it: see
 * server/modules/people/connection-transitions.ts). A rejected or withdrawn request leaves no row.
 */
export const connections = pgTable(
  'connections',
  {
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: uuid('addressee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'pending' until the addressee accepts, then 'accepted'. */
    status: text('status').$type<'pending' | 'accepted'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.requesterId, table.addresseeId] }),
    uniqueIndex('connections_pair_idx').on(
      sql`least(${table.requesterId}, ${table.addresseeId})`,
      sql`greatest(${table.requesterId}, ${table.addresseeId})`,
    ),
    index('connections_addressee_idx').on(table.addresseeId, table.status),
    check('connections_not_self', sql`${table.requesterId} <> ${table.addresseeId}`),
    check('connections_status_known', sql`${table.status} in ('pending', 'accepted')`),
    check(
      'connections_accepted_has_date',
      sql`(${table.status} = 'accepted') = (${table.acceptedAt} is not null)`,
    ),
  ],
)

export type ConnectionRow = typeof connections.$inferSelect

/** Blocks: the blocker and the blocked no longer see each other in the people calls, nor connect. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('user_blocks_blocked_idx').on(table.blockedId),
    check('user_blocks_not_self', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
)

/** Reports of a person, kept for moderation (no screen reads them yet). */
export const userReports = pgTable(
  'user_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedId: uuid('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    details: text('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_reports_reported_idx').on(table.reportedId, table.createdAt),
    check('user_reports_not_self', sql`${table.reporterId} <> ${table.reportedId}`),
  ],
)
