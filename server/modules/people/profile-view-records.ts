import { and, count, eq, gte } from 'drizzle-orm'
import { PROFILE_VIEW_WINDOW_DAYS } from '@/api/people/person-follows'
import type { Db } from '../../db/client'
import { profileViews } from '../../db/schema/person-follows'

const DAY_MS = 24 * 60 * 60_000

/** The UTC day a view is deduplicated on (one row per viewer per day). */
export const viewDay = (now: Date) => now.toISOString().slice(0, 10)

/** The start of the window "in the last 30 days" counts from. */
export const windowStart = (now: Date) => new Date(now.getTime() - PROFILE_VIEW_WINDOW_DAYS * DAY_MS)

/**
 * The owner's profile views in the window: distinct viewer-days. Views from people blocked since were removed
 * with the block, so they are not counted.
 */
export async function profileViewCount(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(profileViews)
    .where(and(eq(profileViews.viewedId, userId), gte(profileViews.viewedAt, windowStart(now))))
  return Number(row?.n ?? 0)
}
