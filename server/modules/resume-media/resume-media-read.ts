import { and, asc, eq } from 'drizzle-orm'
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
  const rows = await db
    .select()
    .from(resumeMedia)
    .where(
      ownerSide
        ? eq(resumeMedia.resumeId, resume.row.id)
        : and(eq(resumeMedia.resumeId, resume.row.id), eq(resumeMedia.status, 'ready')),
    )
    .orderBy(asc(resumeMedia.createdAt), asc(resumeMedia.id))
  return rows.map((row) => toResumeMedia(row, ownerSide))
}

/** GET /api/ResumeMedia/{id}. */
export async function getResumeMedia(db: Db, viewer: Viewer, id: string): Promise<ResumeMedia> {
  const { media, ownerSide } = await loadMediaFor(db, viewer, id)
  return toResumeMedia(media, ownerSide)
}
