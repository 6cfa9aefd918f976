import { and, eq } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { RESUME_RULE_TEXTS } from '@/api/resumes/resume-errors'
import type { ResumeWatchResult } from '@/api/resumes/resume-record'
import { resumeWatches } from '../../db/schema/resumes'
import { AppError } from '../../core/app-error'
import type { SignedInViewer } from '../../core/viewer'
import type { ServiceContext } from '../../core/service-context'
import { isOwnerSide, resumeCan } from './resume-policy'
import { findResume, loadResumeFor, resumeNotFound } from './resume-records'

/**
 * POST /api/Resume/watch/{id} and /unwatch/{id}: recruiters, employers and admins track resumes they may
 * see and do not own ("tracked" ownership). Watching twice or unwatching an untracked one is no error.
 */
export async function watchResume(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  idOrSlug: string,
): Promise<ResumeWatchResult> {
  const { row, resource } = await loadResumeFor(ctx.db, viewer, idOrSlug)
  if (!resumeCan(viewer, 'track', resource)) {
    // Visible but not trackable: the caller's own side, or not a reviewer (a job seeker).
    const message = isOwnerSide(viewer, resource)
      ? RESUME_RULE_TEXTS.watchOwn
      : RESUME_RULE_TEXTS.watchNeedsRecruiter
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, { message })
  }
  await ctx.db
    .insert(resumeWatches)
    .values({ userId: viewer.userId, resumeId: row.id, createdAt: ctx.now() })
    .onConflictDoNothing()
  return { resumeId: row.id, isWatched: true }
}

/**
 * Untracking needs no view right: a resume that turned private can still be dropped from one's list
 * (what is answered says nothing about the resume beyond "you no longer track it").
 */
export async function unwatchResume(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  idOrSlug: string,
): Promise<ResumeWatchResult> {
  const row = await findResume(ctx.db, idOrSlug)
  if (!row) throw resumeNotFound()
  const removed = await ctx.db
    .delete(resumeWatches)
    .where(and(eq(resumeWatches.userId, viewer.userId), eq(resumeWatches.resumeId, row.id)))
    .returning({ resumeId: resumeWatches.resumeId })
  if (removed.length === 0) {
    // Not tracked: answer like any resume the caller may not see, so ids cannot be probed here.
    await loadResumeFor(ctx.db, viewer, idOrSlug)
  }
  return { resumeId: row.id, isWatched: false }
}
