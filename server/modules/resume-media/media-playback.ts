import { createHmac, timingSafeEqual } from 'node:crypto'
import { ErrorCode } from '@/api/errors'
import type { MediaPlayback } from '@/api/resume-media/resume-media-record'
import { AppError } from '../../core/app-error'
import type { BlobStore } from '../../core/blob-store/blob-store'
import type { Viewer } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import { mediaFilePath } from './resume-media-dto'
import { loadMediaFor, mediaNotFound } from './resume-media-records'
import { RESUME_MEDIA_TEXTS } from './resume-media-texts'

/**
 * Playback links. A `<video>` element fetches its source itself, with Range, and cannot send the bearer
 * token; so whoever may see the media (the policy, here) gets a link valid for PLAYBACK_SECONDS: the S3
 * store's presigned URL, or the file path with an expiry and an HMAC of it. Like a presigned URL, the link
 * is the permission until it expires; a privacy change takes effect for new links at once.
 */
export const PLAYBACK_SECONDS = 300

function sign(secret: string, id: string, expires: number): string {
  return createHmac('sha256', secret).update(`media-file:${id}:${expires}`).digest('base64url')
}

export async function mediaPlayback(
  ctx: ServiceContext,
  viewer: Viewer,
  store: BlobStore,
  id: string,
): Promise<MediaPlayback> {
  const { media } = await loadMediaFor(ctx.db, viewer, id)
  if (!media.blobKey) throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: RESUME_MEDIA_TEXTS.noFile })
  if (media.status !== 'ready') {
    throw new AppError(ErrorCode.CONFLICT_ERROR, { message: RESUME_MEDIA_TEXTS.notReady })
  }
  const expires = Math.floor(ctx.now().getTime() / 1000) + PLAYBACK_SECONDS
  const expiresAt = new Date(expires * 1000).toISOString()
  const presigned = await store.presignedUrl(media.blobKey, PLAYBACK_SECONDS)
  if (presigned) return { url: presigned, expiresAt }
  const signature = sign(ctx.settings.JWT_SECRET, media.id, expires)
  return { url: `${mediaFilePath(media.id)}?expires=${expires}&signature=${signature}`, expiresAt }
}

/**
 * Checks a signed link's query: an expired one is 403 (the page asks for a new link), a forged one 404
 * like a missing item. Only the query is read, so neither answer tells whether the item exists.
 */
export function checkPlaybackSignature(
  secret: string,
  id: string,
  query: { expires: string; signature: string },
  now: Date,
): void {
  const expires = Number(query.expires)
  const expected = Buffer.from(sign(secret, id, expires))
  const given = Buffer.from(query.signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw mediaNotFound()
  if (expires * 1000 < now.getTime()) {
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, { message: RESUME_MEDIA_TEXTS.linkExpired })
  }
}
