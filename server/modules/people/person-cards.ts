import { inArray, max } from 'drizzle-orm'
import type { PersonCard } from '@/api/people/person-card'
import type { Viewer } from '../../core/policy'
import type { Db } from '../../db/client'
import { sessions } from '../../db/schema/sessions'
import type { UserRow } from '../../db/schema/users'
import { connectionCounts, statesWith } from './connection-records'
import { followedAmong, followerCounts } from './follow-records'
import { toPersonCard } from './person-dto'
import { profileViewCount } from './profile-view-records'

/** Rows → cards with their counts and the caller's state, in a fixed number of queries per page. */
export async function personCards(
  db: Db,
  viewer: Viewer,
  rows: readonly UserRow[],
  now: Date = new Date(),
): Promise<PersonCard[]> {
  const ids = rows.map((row) => row.id)
  const ownCard = viewer !== null && ids.includes(viewer.userId)
  const [counts, states, lastActive, followers, followed, ownViews] = await Promise.all([
    connectionCounts(db, ids),
    viewer ? statesWith(db, viewer.userId, ids) : Promise.resolve(new Map()),
    lastActiveOf(db, ids),
    followerCounts(db, ids),
    viewer ? followedAmong(db, viewer.userId, ids) : Promise.resolve(new Set<string>()),
    // Views are the owner's alone: counted only when their own card is among the rows.
    ownCard ? profileViewCount(db, viewer.userId, now) : Promise.resolve(null),
  ])
  return rows.map((row) =>
    toPersonCard(row, {
      connectionCount: counts.get(row.id) ?? 0,
      lastActiveAt: lastActive.get(row.id) ?? null,
      connectionStatus: states.get(row.id) ?? 'none',
      isSelf: viewer?.userId === row.id,
      followerCount: followers.get(row.id) ?? 0,
      isFollowing: followed.has(row.id),
      profileViews: ownViews,
    }),
  )
}

async function lastActiveOf(db: Db, ids: readonly string[]): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ userId: sessions.userId, at: max(sessions.lastUsedAt) })
    .from(sessions)
    .where(inArray(sessions.userId, [...ids]))
    .groupBy(sessions.userId)
  return new Map(rows.flatMap((row) => (row.at ? [[row.userId, row.at] as const] : [])))
}
