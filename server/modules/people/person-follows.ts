import { and, eq } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { PERSON_FOLLOW_TEXTS, type PersonFollowResult } from '@/api/people/person-follows'
import { AppError } from '../../core/app-error'
import { canOnPerson } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import { isUuid } from '../../core/uuid'
import type { SignedInViewer } from '../../core/viewer'
import type { Db } from '../../db/client'
import { personFollows } from '../../db/schema/person-follows'
import { followerCounts } from './follow-records'
import { findPerson, loadPersonFor, personNotFound } from './person-read'

async function resultOf(db: Db, userId: string, isFollowing: boolean): Promise<PersonFollowResult> {
  return { userId, isFollowing, followerCount: (await followerCounts(db, [userId])).get(userId) ?? 0 }
}

/**
 * POST /api/People/{id}/follow: sets "following" (twice is the same as once, so an offline replay is harmless).
 * Never oneself, never across a block (the person answers as missing then).
 */
export async function followPerson(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  idOrSlug: string,
): Promise<PersonFollowResult> {
  const { row, resource } = await loadPersonFor(ctx.db, viewer, idOrSlug)
  if (row.id === viewer.userId)
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, { message: PERSON_FOLLOW_TEXTS.self })
  if (!canOnPerson(viewer, 'follow', resource)) throw personNotFound()
  await ctx.db
    .insert(personFollows)
    .values({ followerId: viewer.userId, followedId: row.id, createdAt: ctx.now() })
    .onConflictDoNothing()
  return resultOf(ctx.db, row.id, true)
}

/**
 * DELETE /api/People/{id}/follow: sets "not following". Idempotent, and it succeeds across a block or for an
 * account deleted since (a queued offline unfollow must not fail for that); only an unknown slug is a 404.
 */
export async function unfollowPerson(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  idOrSlug: string,
): Promise<PersonFollowResult> {
  const key = idOrSlug.trim()
  const row = await findPerson(ctx.db, key)
  if (!row && !isUuid(key)) throw personNotFound()
  const userId = row?.id ?? key.toLowerCase()
  await ctx.db
    .delete(personFollows)
    .where(and(eq(personFollows.followerId, viewer.userId), eq(personFollows.followedId, userId)))
  return resultOf(ctx.db, userId, false)
}
