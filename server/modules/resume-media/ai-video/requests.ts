import { and, count, eq } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { AI_VIDEO_DESCRIPTION, AI_VIDEO_NAME, type GenerateVideoInput } from '@/api/resume-media/ai-video'
import { MediaMetaType, type ResumeMedia } from '@/api/resume-media/resume-media-record'
import { pitchScript } from '@/api/resumes/pitch-script'
import { resumeMedia } from '../../../db/schema/resume-media'
import { AppError } from '../../../core/app-error'
import type { Viewer } from '../../../core/policy'
import { enqueue } from '../../../core/queue/queue'
import type { ServiceContext } from '../../../core/service-context'
import { loadResumeFor } from '../../resumes/resume-records'
import { toResumeMedia } from '../resume-media-dto'
import { loadMediaFor } from '../resume-media-records'
import { AI_VIDEO_QUEUE, type AiVideoPayload } from './narrated-slideshow'
import { scriptSentences, slideCards } from './slides'

/** The calls of "Generate AI Video": ask for a narrated slideshow, and keep one (discard = the usual delete). */

/**
 * Unkept generated videos a user may have at once: each costs the server seconds of CPU, so a stream of requests
 * cannot fill the queue; a person reviewing their videos never meets it.
 */
export const MAX_WAITING = 3

export const AI_VIDEO_TEXTS = {
  ownerOnly: 'Only the resume’s owner can generate a video from it.',
  noSentences: 'The script needs at least one sentence to read aloud.',
  notGenerated: 'Only a generated video waiting for your review can be kept.',
  tooManyWaiting: `You have ${MAX_WAITING} generated videos waiting for your review. Keep or discard them first.`,
  notReady: 'The video is still being made. Keep it once you have watched it.',
  queued: 'Your narrated slideshow is being made',
  kept: 'Video kept: it now shows on your resume',
} as const

/**
 * POST /api/ResumeMedia/GenerateVideo: the resume's owner (the policy's `generateVideo`) gets a media row
 * `processing`, awaiting their review, and its job — in one transaction, so there is never one without the other.
 */
export async function requestAiVideo(
  ctx: ServiceContext,
  viewer: NonNullable<Viewer>,
  input: GenerateVideoInput,
): Promise<ResumeMedia> {
  const resume = await loadResumeFor(
    ctx.db,
    viewer,
    input.resumeId,
    'generateVideo',
    AI_VIDEO_TEXTS.ownerOnly,
  )
  const script = input.script ?? pitchScript(resume.row.content)
  if (scriptSentences(script).length === 0) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, { message: AI_VIDEO_TEXTS.noSentences })
  }
  const row = await ctx.db.transaction(async (tx) => {
    const [waiting] = await tx
      .select({ n: count() })
      .from(resumeMedia)
      .where(and(eq(resumeMedia.userId, viewer.userId), eq(resumeMedia.awaitingReview, true)))
    if ((waiting?.n ?? 0) >= MAX_WAITING) {
      throw new AppError(ErrorCode.CONFLICT_ERROR, { message: AI_VIDEO_TEXTS.tooManyWaiting })
    }
    const [inserted] = await tx
      .insert(resumeMedia)
      .values({
        resumeId: resume.row.id,
        userId: viewer.userId,
        name: AI_VIDEO_NAME,
        metaType: MediaMetaType.mp4,
        status: 'processing',
        awaitingReview: true,
        description: AI_VIDEO_DESCRIPTION,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      })
      .returning()
    const payload: AiVideoPayload = {
      mediaId: inserted!.id,
      cards: slideCards(resume.row.content),
      script,
    }
    await enqueue(tx, AI_VIDEO_QUEUE, payload, { singletonKey: inserted!.id, maxAttempts: 2 })
    return inserted!
  })
  return toResumeMedia(row, true)
}

/** POST /api/ResumeMedia/{id}/keep: the generated video joins the resume, seen as the resume's privacy says. */
export async function keepAiVideo(
  ctx: ServiceContext,
  viewer: NonNullable<Viewer>,
  id: string,
): Promise<ResumeMedia> {
  // Only its maker sees an unkept video (404 for everyone else); they must still be its resume's owner.
  const { media } = await loadMediaFor(ctx.db, viewer, id)
  await loadResumeFor(ctx.db, viewer, media.resumeId, 'generateVideo', AI_VIDEO_TEXTS.ownerOnly)
  if (!media.awaitingReview) {
    throw new AppError(ErrorCode.CONFLICT_ERROR, { message: AI_VIDEO_TEXTS.notGenerated })
  }
  if (media.status !== 'ready') {
    throw new AppError(ErrorCode.CONFLICT_ERROR, { message: AI_VIDEO_TEXTS.notReady })
  }
  const [row] = await ctx.db
    .update(resumeMedia)
    .set({ awaitingReview: false, updatedAt: ctx.now() })
    .where(and(eq(resumeMedia.id, media.id), eq(resumeMedia.awaitingReview, true)))
    .returning()
  if (!row) throw new AppError(ErrorCode.CONFLICT_ERROR, { message: AI_VIDEO_TEXTS.notGenerated })
  return toResumeMedia(row, true)
}
