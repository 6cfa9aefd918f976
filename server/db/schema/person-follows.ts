import { sql } from 'drizzle-orm'
import { check, date, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * People following people (issue 15). One row per (follower, followed); following is one-sided and needs no
 * answer, unlike a connection. A block removes the pair's rows both ways (server/modules/people/person-blocks.ts).
 */
export const personFollows = pgTable(
  'person_follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedId: uuid('followed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followedId] }),
    // Follower counts are read per followed person on every card.
    index('person_follows_followed_idx').on(table.followedId),
    check('person_follows_not_self', sql`${table.followerId} <> ${table.followedId}`),
  ],
)

/**
 * Profile views (issue 15): at most one row per viewer, viewed person and UTC day — a second visit the same day
 * only moves `viewed_at` — so "N profile views in the last 30 days" counts distinct viewer-days. The owner's own
 * visits and visits across a block are never written.
 */
export const profileViews = pgTable(
  'profile_views',
  {
    viewedId: uuid('viewed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.viewedId, table.viewerId, table.day] }),
    index('profile_views_viewed_at_idx').on(table.viewedId, table.viewedAt),
    index('profile_views_viewer_idx').on(table.viewerId),
    check('profile_views_not_self', sql`${table.viewedId} <> ${table.viewerId}`),
  ],
)
