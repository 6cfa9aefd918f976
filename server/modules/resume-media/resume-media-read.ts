import { and, asc, eq, or } from 'drizzle-orm'
import type { ResumeMedia } from '@/api/resume-media/resume-media-record'
import { resumeMedia } from '../../db/schema/resume-media'
import type { Db } from '../../db/client'
import type { Viewer } from '../../core/policy'
import { loadResumeFor } from '../resumes/resume-records'
import { isOwnerSide } from '../resumes/resume-policy'
import { toResumeMedia } from './resume-media-dto'
import { loadMediaFor } from './resume-media-records'

/** GET /api/Resume/{id}/media: the resume's media, oldest first; 404 when the resume is hidden. */
export async function listResumeMedia(
  db: Db,
  viewer: Viewer,
  resumeIdOrSlug: string,
): Promise<ResumeMedia[]> {
  const resume = await loadResumeFor(db, viewer, resumeIdOrSlug)
  const ownerSide = isOwnerSide(viewer, resume.resource)
  // The same rule as mediaVisibleTo, in SQL: a generated video not kept yet only for the user who made it.
  const reviewed = eq(resumeMedia.awaitingReview, false)
  const unkept = viewer ? or(reviewed, eq(resumeMedia.userId, viewer.userId)) : reviewed
  const rows = await db
    .select()
    .from(resumeMedia)
    .where(
      ownerSide
        ? and(eq(resumeMedia.resumeId, resume.row.id), unkept)
        : and(eq(resumeMedia.resumeId, resume.row.id), eq(resumeMedia.status, 'ready'), reviewed),
    )
    .orderBy(asc(resumeMedia.createdAt), asc(resumeMedia.id))
  return rows.map((row) => toResumeMedia(row, ownerSide))
}

/** GET /api/ResumeMedia/{id}. */
export async function getResumeMedia(db: Db, viewer: Viewer, id: string): Promise<ResumeMedia> {
  const { media, ownerSide } = await loadMediaFor(db, viewer, id)
  return toResumeMedia(media, ownerSide)
}
