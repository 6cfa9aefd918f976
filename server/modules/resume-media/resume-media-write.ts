import { eq } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import type { ResumeMediaCreateInput, ResumeMediaUpdateInput } from '@/api/resume-media/resume-media-inputs'
import { YOUTUBE_INVALID_TEXT } from '@/api/resume-media/resume-media-inputs'
import { MediaMetaType, type ResumeMedia } from '@/api/resume-media/resume-media-record'
import { youtubeIdOf, youtubeWatchUrl } from '@/api/resume-media/youtube-id'
import * as v from 'valibot'
import { resumeMedia } from '../../db/schema/resume-media'
import { AppError } from '../../core/app-error'
import type { BlobStore } from '../../core/blob-store/blob-store'
import type { Viewer } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import { loadResumeFor } from '../resumes/resume-records'
import { deleteQueuedBlobs } from './blob-deletions'
import { toResumeMedia } from './resume-media-dto'
import { loadMediaFor } from './resume-media-records'
import { RESUME_MEDIA_TEXTS } from './resume-media-texts'

/** Creating, changing and deleting media: only the resume's owner side (the policy's `edit` on the resume). */

const EDIT_FORBIDDEN = 'Only the resume’s owner can change its media.'

const invalid = (message: string) => new AppError(ErrorCode.VALIDATION_ERROR, { message })

/** What is stored as `url` for a link of this type (YouTube: the canonical watch link of its id). */
function storedUrl(metaType: number, url: string | undefined): string {
  if (metaType === MediaMetaType.html) return ''
  if (metaType === MediaMetaType.youtube) {
    const id = youtubeIdOf(url ?? '')
    if (!id) throw invalid(YOUTUBE_INVALID_TEXT)
    return youtubeWatchUrl(id)
  }
  return url ?? ''
}

export async function createResumeMedia(
  ctx: ServiceContext,
  viewer: NonNullable<Viewer>,
  input: ResumeMediaCreateInput,
): Promise<ResumeMedia> {
  const resume = await loadResumeFor(ctx.db, viewer, input.resumeId, 'edit', EDIT_FORBIDDEN)
  const [row] = await ctx.db
    .insert(resumeMedia)
    .values({
      resumeId: resume.row.id,
      userId: viewer.userId,
      referenceId: input.referenceId ?? null,
      name: input.name,
      metaType: input.metaType,
      url: storedUrl(input.metaType, input.url),
      description: input.description ?? null,
      status: 'ready',
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    })
    .returning()
  return toResumeMedia(row!, true)
}

const linkUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i))

export async function updateResumeMedia(
  ctx: ServiceContext,
  viewer: NonNullable<Viewer>,
  id: string,
  input: ResumeMediaUpdateInput,
): Promise<ResumeMedia> {
  const { media } = await loadMediaFor(ctx.db, viewer, id)
  await loadResumeFor(ctx.db, viewer, media.resumeId, 'edit', EDIT_FORBIDDEN)
  const changes: Partial<typeof resumeMedia.$inferInsert> = { updatedAt: ctx.now() }
  if (input.name !== undefined) changes.name = input.name
  if (input.description !== undefined) changes.description = input.description
  if (input.referenceId !== undefined) changes.referenceId = input.referenceId
  if (input.url !== undefined) {
    const type = media.metaType
    if (type === MediaMetaType.hyperlink || type === MediaMetaType.image) {
      if (!v.is(linkUrl, input.url)) throw invalid('Please enter a full web address (https://…)')
      changes.url = input.url
    } else if (type === MediaMetaType.youtube) changes.url = storedUrl(type, input.url)
    else throw invalid(RESUME_MEDIA_TEXTS.urlNotForType)
  }
  const [row] = await ctx.db.update(resumeMedia).set(changes).where(eq(resumeMedia.id, media.id)).returning()
  return toResumeMedia(row!, true)
}

export async function deleteResumeMedia(
  ctx: ServiceContext,
  viewer: NonNullable<Viewer>,
  store: BlobStore,
  id: string,
): Promise<{ id: string; deleted: boolean }> {
  const { media } = await loadMediaFor(ctx.db, viewer, id)
  await loadResumeFor(ctx.db, viewer, media.resumeId, 'edit', EDIT_FORBIDDEN)
  // The trigger queues the row's files; they are removed right away, or by the next cleanup if that fails.
  await ctx.db.delete(resumeMedia).where(eq(resumeMedia.id, media.id))
  const keys = [media.blobKey, media.posterBlobKey].filter((key): key is string => key !== null)
  await deleteQueuedBlobs(ctx.db, store, ctx.log, keys)
  return { id: media.id, deleted: true }
}
