import { and, eq, or } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { CONNECTION_TEXTS, type ReportPersonInput } from '@/api/people/connection-inputs'
import type { ConnectionResult, ReportResult } from '@/api/people/person-card'
import { AppError } from '../../core/app-error'
import { canOnPerson } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import { connections, userBlocks, userReports } from '../../db/schema/connections'
import { personFollows, profileViews } from '../../db/schema/person-follows'
import { isBlockedEitherWay } from './connection-records'
import { followPairCondition } from './follow-records'
import { pairCondition } from './connection-records'
import { resultFor } from './connection-transitions'
import { findPerson, loadPersonFor, personNotFound, personResource } from './person-read'

const selfRefused = () => new AppError(ErrorCode.AUTHORIZATION_ERROR, { message: CONNECTION_TEXTS.selfBlock })

/**
 * POST /api/People/{id}/block: the pair's connection or pending request and follows (both ways) go, and from then on each is
 * hidden from the other in the people calls. Blocking someone already blocked (either way) is no error.
 */
export async function blockPerson(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  idOrSlug: string,
): Promise<ConnectionResult> {
  const row = await findPerson(ctx.db, idOrSlug)
  if (!row) throw personNotFound()
  if (row.id === viewer.userId) throw selfRefused()
  const resource = await personResource(ctx.db, viewer, row)
  if (!canOnPerson(viewer, 'block', resource)) throw personNotFound()
  await ctx.db.transaction(async (tx) => {
    await tx.delete(connections).where(pairCondition(viewer.userId, row.id))
    // Following ends both ways too: neither may see the other any more.
    await tx.delete(personFollows).where(followPairCondition(viewer.userId, row.id))
    // And their views of each other: a blocked person's visit no longer counts nor shows.
    await tx
      .delete(profileViews)
      .where(
        or(
          and(eq(profileViews.viewerId, viewer.userId), eq(profileViews.viewedId, row.id)),
          and(eq(profileViews.viewerId, row.id), eq(profileViews.viewedId, viewer.userId)),
        ),
      )
    await tx
      .insert(userBlocks)
      .values({ blockerId: viewer.userId, blockedId: row.id, createdAt: ctx.now() })
      .onConflictDoNothing()
  })
  return resultFor(ctx.db, viewer.userId, row.id, true)
}

/**
 * DELETE /api/People/{id}/block: lifts the caller's own block (never the other person's). Answers like a
 * missing profile when the caller had not blocked them, so blocks cannot be probed.
 */
export async function unblockPerson(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  idOrSlug: string,
): Promise<ConnectionResult> {
  const row = await findPerson(ctx.db, idOrSlug)
  if (!row) throw personNotFound()
  const removed = await ctx.db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, viewer.userId), eq(userBlocks.blockedId, row.id)))
    .returning({ blockedId: userBlocks.blockedId })
  if (removed.length === 0 && (await isBlockedEitherWay(ctx.db, viewer.userId, row.id)))
    throw personNotFound()
  return resultFor(ctx.db, viewer.userId, row.id, await isBlockedEitherWay(ctx.db, viewer.userId, row.id))
}

/** POST /api/People/{id}/report: kept for moderation; the person is not told. */
export async function reportPerson(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  idOrSlug: string,
  input: Required<ReportPersonInput>,
): Promise<ReportResult> {
  const { row, resource } = await loadPersonFor(ctx.db, viewer, idOrSlug)
  if (row.id === viewer.userId) throw selfRefused()
  if (!canOnPerson(viewer, 'report', resource)) throw personNotFound()
  await ctx.db.insert(userReports).values({
    reporterId: viewer.userId,
    reportedId: row.id,
    reason: input.reason,
    details: input.details === '' ? null : input.details,
    createdAt: ctx.now(),
  })
  return { userId: row.id, reported: true }
}
