import { lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimitBuckets } from '../db/schema/rate-limit-buckets'

export type RateLimitRule = { limit: number; windowMs: number }

export type RateLimitResult = {
  allowed: boolean
  limit: number
  used: number
  remaining: number
  /** When the current window ends. */
  resetAt: Date
}

/**
 * Counts one hit for `key` in the current fixed window and says whether it is within `limit`.
 * One upsert does the read-modify-write, so concurrent processes sharing the database never lose a hit.
 * A hit from a newer window starts the count again; one from an older window (a process whose clock
 * lags) is counted in the newer window rather than resetting it.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs)
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, count: 1, windowStart })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`case when excluded.window_start > ${rateLimitBuckets.windowStart} then 1 else ${rateLimitBuckets.count} + 1 end`,
        windowStart: sql`greatest(excluded.window_start, ${rateLimitBuckets.windowStart})`,
      },
    })
    .returning({ count: rateLimitBuckets.count, windowStart: rateLimitBuckets.windowStart })
  if (!row) throw new Error('rate limit upsert returned no row')
  return {
    allowed: row.count <= rule.limit,
    limit: rule.limit,
    used: row.count,
    remaining: Math.max(0, rule.limit - row.count),
    resetAt: new Date(row.windowStart.getTime() + rule.windowMs),
  }
}

/** Deletes buckets whose window started before `before` (run periodically; they are dead weight after that). */
export async function pruneRateLimitBuckets(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.windowStart, before))
    .returning({ key: rateLimitBuckets.key })
  return deleted.length
}
