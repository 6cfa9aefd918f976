import { and, count, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { personFollows } from '../../db/schema/person-follows'

/** Reads of the person_follows table shared by the cards, the follow calls and blocks. */

/** Followers of each of `ids`. */
export async function followerCounts(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: personFollows.followedId, n: count() })
    .from(personFollows)
    .where(inArray(personFollows.followedId, [...ids]))
    .groupBy(personFollows.followedId)
  return new Map(rows.map((row) => [row.id, Number(row.n)]))
}

/** Which of `ids` the viewer follows. */
export async function followedAmong(db: Db, viewerId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: personFollows.followedId })
    .from(personFollows)
    .where(and(eq(personFollows.followerId, viewerId), inArray(personFollows.followedId, [...ids])))
  return new Set(rows.map((row) => row.id))
}

/** Both directions of the pair (a block ends following, either way). */
export const followPairCondition = (a: string, b: string) =>
  or(
    and(eq(personFollows.followerId, a), eq(personFollows.followedId, b)),
    and(eq(personFollows.followerId, b), eq(personFollows.followedId, a)),
  )!
