import { and, count, desc, eq } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { paged } from '@/api/pagination'
import type { WatchedCandidates, WatchResult } from '@/api/talent-pools/talent-pool'
import { MAX_WATCHED_CANDIDATES, TALENT_POOL_TEXTS } from '@/api/talent-pools/talent-pool-fields'
import { AppError } from '../../core/app-error'
import { canTrackPerson } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import type { Db } from '../../db/client'
import { candidateWatches } from '../../db/schema/talent-pools'
import { users } from '../../db/schema/users'
import { visiblePersonCondition } from '../people/people-visibility'
import { loadPersonFor } from '../people/person-read'
import { toPoolPerson } from './talent-pool-dto'

/**
 * POST /api/TalentPool/watch/{userId} ("Track candidate", seed 2 §6): the caller's own watch list. Tracking
 * twice is no error; the person must be someone the caller may see (else 404) and may track (else 403).
 */
export async function watchCandidate(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  idOrSlug: string,
): Promise<WatchResult> {
  const { row, resource } = await loadPersonFor(ctx.db, viewer, idOrSlug)
  if (!canTrackPerson(viewer, resource)) {
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, { message: TALENT_POOL_TEXTS.cannotTrack })
  }
  await ctx.db.transaction(async (tx) => {
    const [watched] = await tx
      .select({ n: count() })
      .from(candidateWatches)
      .where(eq(candidateWatches.userId, viewer.userId))
    const [already] = await tx
      .select({ id: candidateWatches.candidateId })
      .from(candidateWatches)
      .where(and(eq(candidateWatches.userId, viewer.userId), eq(candidateWatches.candidateId, row.id)))
    if (already) return
    if (Number(watched?.n ?? 0) >= MAX_WATCHED_CANDIDATES) {
      throw new AppError(ErrorCode.CONFLICT_ERROR, { message: TALENT_POOL_TEXTS.tooManyWatched })
    }
    await tx
      .insert(candidateWatches)
      .values({ userId: viewer.userId, candidateId: row.id, createdAt: ctx.now() })
      .onConflictDoNothing()
  })
  return { userId: row.id, tracked: true }
}

/** POST /api/TalentPool/unwatch/{userId}: untracking someone not tracked is no error. */
export async function unwatchCandidate(
  db: Db,
  viewer: SignedInViewer,
  idOrSlug: string,
): Promise<WatchResult> {
  const { row } = await loadPersonFor(db, viewer, idOrSlug)
  await db
    .delete(candidateWatches)
    .where(and(eq(candidateWatches.userId, viewer.userId), eq(candidateWatches.candidateId, row.id)))
  return { userId: row.id, tracked: false }
}

/** GET /api/TalentPool/watched: the caller's tracked people they may still see, latest first (the dashboard). */
export async function watchedCandidates(
  db: Db,
  viewer: SignedInViewer,
  { page, limit }: { page: number; limit: number },
): Promise<WatchedCandidates> {
  const condition = and(eq(candidateWatches.userId, viewer.userId), visiblePersonCondition(viewer))
  const [rows, [total]] = await Promise.all([
    db
      .select({ person: users, trackedAt: candidateWatches.createdAt })
      .from(candidateWatches)
      .innerJoin(users, eq(users.id, candidateWatches.candidateId))
      .where(condition)
      .orderBy(desc(candidateWatches.createdAt), desc(candidateWatches.candidateId))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: count() })
      .from(candidateWatches)
      .innerJoin(users, eq(users.id, candidateWatches.candidateId))
      .where(condition),
  ])
  return paged(
    rows.map(({ person, trackedAt }) => ({ ...toPoolPerson(person), trackedAt: trackedAt.toISOString() })),
    Number(total?.n ?? 0),
    page,
    limit,
  )
}
