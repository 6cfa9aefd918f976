import { createHash } from 'node:crypto'
import { ErrorCode } from '@/api/errors'
import type { BlobStore } from '../../core/blob-store/blob-store'
import { AppError } from '../../core/app-error'
import type { Viewer } from '../../core/policy'
import type { Db } from '../../db/client'
import { parseRange } from './byte-range'
import { findMedia, loadMediaFor } from './resume-media-records'
import { RESUME_MEDIA_TEXTS } from './resume-media-texts'

/** How long a presigned URL handed out by a redirect stays valid: long enough to start playing. */
const PRESIGNED_SECONDS = 300

export type MediaFileAnswer =
  | { kind: 'redirect'; url: string }
  | { kind: 'not-modified'; etag: string }
  | { kind: 'unsatisfiable'; size: number }
  | {
      kind: 'bytes'
      status: 200 | 206
      body: NodeJS.ReadableStream
      headers: Record<string, string>
    }

/**
 * GET /api/ResumeMedia/{id}/file: an uploaded file, for whoever may see its resume (else 404). A store with
 * presigned URLs (S3) answers with a redirect to one; the file store's bytes are streamed here, whole or by
 * one Range. The caller is either the viewer, checked by the policy, or the holder of a signed playback
 * link (media-playback.ts), checked before this runs. The ETag is the stored object's identity: a key is never reused for other bytes.
 */
export async function readMediaFile(
  db: Db,
  access: { viewer: Viewer } | { signedLink: true },
  store: BlobStore,
  id: string,
  request: { range?: string | undefined; ifRange?: string | undefined; ifNoneMatch?: string | undefined },
  part: 'video' | 'poster' = 'video',
): Promise<MediaFileAnswer> {
  const media =
    'viewer' in access ? (await loadMediaFor(db, access.viewer, id)).media : await findMedia(db, id)
  if (!media.blobKey) throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: RESUME_MEDIA_TEXTS.noFile })
  if (media.status !== 'ready') {
    throw new AppError(ErrorCode.CONFLICT_ERROR, { message: RESUME_MEDIA_TEXTS.notReady })
  }
  // The poster frame the processing made (video-processing.ts); an item processed before posters existed has none.
  const key = part === 'poster' ? media.posterBlobKey : media.blobKey
  if (!key) throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: RESUME_MEDIA_TEXTS.noFile })
  const presigned = await store.presignedUrl(key, PRESIGNED_SECONDS)
  if (presigned) return { kind: 'redirect', url: presigned }

  const info = await store.stat(key)
  if (!info) throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: RESUME_MEDIA_TEXTS.notFound })
  const etag = `"${createHash('sha256').update(`${key}:${info.size}`).digest('base64url').slice(0, 27)}"`
  if (request.ifNoneMatch && request.ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    return { kind: 'not-modified', etag }
  }
  // If-Range with another validator: the client's part is stale, so it gets the whole file.
  const rangeHeader = request.ifRange && request.ifRange !== etag ? undefined : request.range
  const wanted = parseRange(rangeHeader, info.size)
  if (wanted.kind === 'unsatisfiable') return { kind: 'unsatisfiable', size: info.size }
  const range = wanted.kind === 'partial' ? wanted.range : undefined
  const read = await store.read(key, range)
  if (!read) throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: RESUME_MEDIA_TEXTS.notFound })
  const headers: Record<string, string> = {
    'Content-Type': info.contentType,
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Content-Disposition': 'inline',
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': String(range ? range.end - range.start + 1 : info.size),
  }
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${info.size}`
  return { kind: 'bytes', status: range ? 206 : 200, body: read.body, headers }
}
