import { desc, eq } from 'drizzle-orm'
import type { BlockedPerson } from '@/api/people/person-follows'
import type { SignedInViewer } from '../../core/viewer'
import type { Db } from '../../db/client'
import { userBlocks } from '../../db/schema/connections'
import { users } from '../../db/schema/users'
import { fullName } from '../auth/user-records'

/** The most blocks one list answers (a person blocking more than this is a moderation case, not a list). */
export const MAX_BLOCKED_LISTED = 500

/**
 * GET /api/People/me/blocked: the people the caller blocked, newest first — only the caller's own blocks,
 * never who blocked them (that stays unknowable, as everywhere else).
 */
export async function listMyBlocks(db: Db, viewer: SignedInViewer): Promise<BlockedPerson[]> {
  const rows = await db
    .select({ user: users, blockedAt: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, viewer.userId))
    .orderBy(desc(userBlocks.createdAt), desc(users.id))
    .limit(MAX_BLOCKED_LISTED)
  return rows.map(({ user, blockedAt }) => ({
    id: user.id,
    slug: user.slug,
    fullName: fullName(user),
    avatar: user.avatar,
    headline: user.headline,
    blockedAt: blockedAt.toISOString(),
  }))
}
