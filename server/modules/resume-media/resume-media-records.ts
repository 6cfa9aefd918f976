import { eq } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import type { Db } from '../../db/client'
import { resumeMedia, type ResumeMediaRow } from '../../db/schema/resume-media'
import { AppError } from '../../core/app-error'
import type { Viewer } from '../../core/policy'
import { isUuid } from '../../core/uuid'
import { loadResumeFor, type LoadedResume } from '../resumes/resume-records'
import { isOwnerSide } from '../resumes/resume-policy'
import { RESUME_MEDIA_TEXTS } from './resume-media-texts'

/**
 * Finding a media item and who may do what with it. A media item is seen exactly when its resume is (the one
 * policy, through loadResumeFor): a hidden resume's media are 404 like missing ones. Its owner side also sees
 * videos still processing or failed; everyone else only ready ones. A generated video not kept yet is seen by the
 * user who made it alone (decision 029).
 */

/** Whether `viewer` may see this item of a resume they can see (`ownerSide`: the resume's owner side). */
export function mediaVisibleTo(
  media: Pick<ResumeMediaRow, 'status' | 'awaitingReview' | 'userId'>,
  viewer: Viewer,
  ownerSide: boolean,
): boolean {
  if (media.awaitingReview) return ownerSide && viewer !== null && viewer.userId === media.userId
  return ownerSide || media.status === 'ready'
}

export const mediaNotFound = () =>
  new AppError(ErrorCode.NOT_FOUND_ERROR, { message: RESUME_MEDIA_TEXTS.notFound })

/** The row by id, whoever asks: only for a signed playback link, which the policy already allowed. */
export async function findMedia(db: Db, id: string): Promise<ResumeMediaRow> {
  if (!isUuid(id)) throw mediaNotFound()
  const [media] = await db.select().from(resumeMedia).where(eq(resumeMedia.id, id))
  if (!media) throw mediaNotFound()
  return media
}

export type LoadedMedia = { media: ResumeMediaRow; resume: LoadedResume; ownerSide: boolean }

export async function loadMediaFor(
  db: Db,
  viewer: Viewer,
  id: string,
  action: 'view' | 'edit' = 'view',
): Promise<LoadedMedia> {
  const media = await findMedia(db, id)
  let resume: LoadedResume
  try {
    resume = await loadResumeFor(db, viewer, media.resumeId, action)
  } catch (error) {
    // The resume's own 404 text would name a resume; the caller asked for a media item.
    if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND_ERROR) throw mediaNotFound()
    throw error
  }
  const ownerSide = isOwnerSide(viewer, resume.resource)
  if (!mediaVisibleTo(media, viewer, ownerSide)) throw mediaNotFound()
  return { media, resume, ownerSide }
}
