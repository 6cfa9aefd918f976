import { Hono, type Context } from 'hono'
import { ErrorCode } from '@/api/errors'
import { MEDIA_ID_HEADER, VIDEO_UPLOAD_PATH, VIDEO_UPLOAD_TEXTS } from '@/api/resume-media/video-upload'
import type { AppEnv } from '../../core/app-env'
import { AppError } from '../../core/app-error'
import { describeRoute } from '../../core/openapi/describe-route'
import type { RouteMeta } from '../../core/openapi/route-meta'
import { isUuid } from '../../core/uuid'
import { requireViewer, type SignedInEnv } from '../../core/viewer'
import { loadResumeFor } from '../resumes/resume-records'
import { discard, endOnCut, peekBody } from './peek-body'
import { arrive, onFirstRead } from './upload-arrivals'
import { deleteUploadRow, findUploadOf, usedVideoBytes } from './video-upload-records'
import { ownedMetadataHeader, readUploadMetadata } from './video-upload-metadata'
import { videoUploadServer } from './video-upload-server'
import { SNIFF_BYTES, sniffVideo } from './video-sniff'

/**
 * /api/uploads/video: tus 1.0 (creation, termination, expiration) in front of @tus/server's handleWeb.
 * Every request is signed in with a verified address; an upload belongs to whoever created it, and anyone
 * else gets 404 for it. Before tus writes a byte: the size against MAX_VIDEO_BYTES and the caller's quota
 * (VIDEO_QUOTA_BYTES), the resume against the policy (the owner side may add media), and the first bytes
 * against the video types. Refusals here are the JSON error envelope; tus's own protocol errors are text.
 */
const describe = (meta: Omit<RouteMeta, 'tags' | 'auth'>) =>
  describeRoute({ tags: ['Video uploads'], auth: 'verified', ...meta })
const TUS_ANSWER = {
  mediaType: 'text/plain',
  description: 'A tus answer: status and Upload-* headers, no body.',
}
const NOT_YOURS = 'NOT_FOUND_ERROR: unknown upload, or another user’s.'
const OFFSET_OCTETS = 'application/offset+octet-stream'

const refuse = (status: 400 | 413 | 415, message: string, details?: unknown) =>
  new AppError(
    ErrorCode.VALIDATION_ERROR,
    status === 400 ? { message, details } : { status, message, details },
  )
const uploadNotFound = () => new AppError(ErrorCode.NOT_FOUND_ERROR, { message: VIDEO_UPLOAD_TEXTS.notFound })

/** The request tus sees: the same one, with other headers or a re-assembled body. */
function forward(c: Context<SignedInEnv>, headers: Headers, body: ReadableStream<Uint8Array> | null) {
  const raw = c.req.raw
  const init: RequestInit & { duplex?: 'half' } = { method: raw.method, headers, signal: raw.signal }
  if (body) {
    init.body = body
    init.duplex = 'half'
  }
  return videoUploadServer(c.var.deps).handleWeb(new Request(raw.url, init))
}

/** Checks the first bytes of a body that starts an upload; a wrong type is refused with nothing stored. */
async function checkedBody(c: Context<SignedInEnv>) {
  const peeked = await peekBody(c.req.raw.body, SNIFF_BYTES)
  // An empty part writes nothing; a part too short to check is refused, and the client may send it again.
  if (peeked.head.length === 0) return { ok: true as const, stream: peeked.stream }
  if (peeked.head.length < SNIFF_BYTES) {
    discard(peeked.stream)
    return { ok: false as const, error: refuse(400, VIDEO_UPLOAD_TEXTS.firstChunkTooShort) }
  }
  if (!sniffVideo(peeked.head)) {
    discard(peeked.stream)
    return { ok: false as const, error: refuse(415, VIDEO_UPLOAD_TEXTS.wrongType) }
  }
  return { ok: true as const, stream: peeked.stream }
}

/** The caller's upload row, or 404 (another user's upload is as missing as an unknown one). */
async function ownUpload(c: Context<SignedInEnv>) {
  const id = c.req.param('id') ?? ''
  if (!isUuid(id)) throw uploadNotFound()
  const row = await findUploadOf(c.var.deps.db, id, c.var.viewer.userId)
  if (!row) throw uploadNotFound()
  return row
}

/**
 * Runs a HEAD or PATCH after the earlier requests of its upload have reached tus's lock (upload-arrivals.ts), so a
 * HEAD after a cut sees the bytes the cut PATCH brought. `handle` calls `reached` once tus holds the lock.
 */
async function inArrivalOrder(c: Context<SignedInEnv>, handle: (reached: () => void) => Promise<Response>) {
  const id = c.req.param('id') ?? ''
  if (!isUuid(id)) return handle(() => undefined)
  const arrival = arrive(id)
  try {
    await arrival.turn
    return await handle(arrival.reached)
  } finally {
    arrival.reached()
  }
}

/** The answer for an upload already finished: complete, with its media row (a retried request). */
function finishedAnswer(status: 200 | 204, size: number, mediaId: string | null) {
  const headers: Record<string, string> = {
    'Tus-Resumable': '1.0.0',
    'Upload-Offset': String(size),
    'Upload-Length': String(size),
    'Cache-Control': 'no-store',
  }
  if (mediaId) headers[MEDIA_ID_HEADER] = mediaId
  return new Response(null, { status, headers })
}

export const videoUploadRoutes = new Hono<AppEnv>()
  .post(
    '/',
    describe({
      summary: 'Start a video upload (tus creation)',
      description:
        'Headers: `Tus-Resumable: 1.0.0`, `Upload-Length` (required, at most MAX_VIDEO_BYTES), `Upload-Metadata` with `resumeId` (a resume the caller may edit) and optionally `name`, `filename`, `filetype`, `referenceId`, `description`. Answers 201 with `Location`. The caller’s videos and open uploads must fit VIDEO_QUOTA_BYTES.',
      status: 201,
      raw: TUS_ANSWER,
      responses: {
        403: 'AUTHORIZATION_ERROR: the resume is not the caller’s to edit, or the metadata names another owner.',
        404: 'NOT_FOUND_ERROR: unknown resume, or hidden from the caller.',
        413: 'VALIDATION_ERROR: larger than MAX_VIDEO_BYTES, or over the caller’s video quota.',
        415: 'VALIDATION_ERROR: a body sent with the creation is not MP4, QuickTime or WebM.',
      },
    }),
    ...requireViewer({ verified: true }),
    async (c) => {
      const { env, db } = c.var.deps
      const lengthHeader = c.req.header('upload-length')
      if (lengthHeader === undefined || !/^\d{1,15}$/.test(lengthHeader)) {
        throw refuse(400, VIDEO_UPLOAD_TEXTS.lengthRequired)
      }
      const length = Number(lengthHeader)
      if (length > env.MAX_VIDEO_BYTES) {
        throw refuse(413, VIDEO_UPLOAD_TEXTS.tooLarge(env.MAX_VIDEO_BYTES), { maxBytes: env.MAX_VIDEO_BYTES })
      }
      if (length < SNIFF_BYTES) throw refuse(415, VIDEO_UPLOAD_TEXTS.wrongType)
      const parsed = readUploadMetadata(c.req.header('upload-metadata'))
      if (!parsed.ok) throw refuse(400, parsed.message)
      if (parsed.claimedOwner !== null && parsed.claimedOwner !== c.var.viewer.userId) {
        throw new AppError(ErrorCode.AUTHORIZATION_ERROR, {
          message: 'An upload can only be made as yourself.',
        })
      }
      await loadResumeFor(db, c.var.viewer, parsed.metadata.resumeId, 'edit')
      const used = await usedVideoBytes(db, c.var.viewer.userId)
      if (used + length > env.VIDEO_QUOTA_BYTES) {
        throw refuse(413, VIDEO_UPLOAD_TEXTS.overQuota(env.VIDEO_QUOTA_BYTES), {
          quotaBytes: env.VIDEO_QUOTA_BYTES,
          usedBytes: used,
        })
      }
      const headers = new Headers(c.req.raw.headers)
      headers.set('upload-metadata', ownedMetadataHeader(parsed.metadata, c.var.viewer.userId))
      // Creation with data in the body: its first bytes are checked like a first PATCH's.
      if ((c.req.header('content-type') ?? '').toLowerCase() === OFFSET_OCTETS) {
        const body = await checkedBody(c)
        if (!body.ok) throw body.error
        return forward(c, headers, endOnCut(body.stream))
      }
      return forward(c, headers, null)
    },
  )
  .get(
    '/:id',
    describe({
      summary: 'How much of an upload the server has (tus HEAD; GET is not served)',
      description:
        'HEAD answers `Upload-Offset` and `Upload-Length`; a finished upload answers both equal, with `X-Resume-Media-Id`.',
      params: { id: 'The upload’s id (the last part of its Location).' },
      raw: TUS_ANSWER,
      responses: { 404: NOT_YOURS, 405: 'METHOD_NOT_ALLOWED: GET (uploads are played as media files).' },
    }),
    ...requireViewer({ verified: true }),
    async (c) => {
      if (c.req.method !== 'HEAD') throw new AppError(ErrorCode.METHOD_NOT_ALLOWED)
      return inArrivalOrder(c, async () => {
        const row = await ownUpload(c)
        if (row.finishedAt) return finishedAnswer(200, row.sizeBytes, row.mediaId)
        return forward(c, new Headers(c.req.raw.headers), null)
      })
    },
  )
  .patch(
    '/:id',
    describe({
      summary: 'Send the next part of an upload (tus PATCH at `Upload-Offset`)',
      description:
        'The part that starts the file must begin with an MP4/QuickTime (`ftyp` at offset 4) or WebM (EBML) header, else the upload is deleted and 415 answered. The part that completes it creates the media row once (`X-Resume-Media-Id`); repeating it answers the same row.',
      params: { id: 'The upload’s id.' },
      raw: TUS_ANSWER,
      responses: {
        204: 'Stored; `Upload-Offset` is the new offset.',
        404: NOT_YOURS,
        409: 'tus: `Upload-Offset` is not the server’s offset (ask with HEAD).',
        410: 'tus: the upload expired or its resume was deleted.',
        415: 'VALIDATION_ERROR: not an MP4, QuickTime or WebM file; the upload is gone.',
      },
    }),
    ...requireViewer({ verified: true }),
    async (c) =>
      inArrivalOrder(c, async (reached) => {
        const row = await ownUpload(c)
        if (row.finishedAt) return finishedAnswer(204, row.sizeBytes, row.mediaId)
        const server = videoUploadServer(c.var.deps)
        const upload = await server.datastore.getUpload(row.id).catch(() => null)
        if (!upload) throw uploadNotFound()
        if (upload.offset === 0 && c.req.header('upload-offset') === '0') {
          // Nothing is stored yet, and the first bytes may be slow to come: no need to hold the next request back.
          reached()
          const body = await checkedBody(c)
          if (!body.ok) {
            if (body.error.status === 415) {
              await server.datastore.remove(row.id).catch(() => undefined)
              await deleteUploadRow(c.var.deps.db, row.id)
            }
            throw body.error
          }
          return forward(c, new Headers(c.req.raw.headers), onFirstRead(endOnCut(body.stream), reached))
        }
        return forward(c, new Headers(c.req.raw.headers), onFirstRead(endOnCut(c.req.raw.body), reached))
      }),
  )
  .delete(
    '/:id',
    describe({
      summary: 'Cancel an unfinished upload (tus termination)',
      params: { id: 'The upload’s id.' },
      status: 200,
      raw: TUS_ANSWER,
      responses: {
        204: 'Deleted.',
        404: `${NOT_YOURS} Also a finished upload: delete its media item instead.`,
      },
    }),
    ...requireViewer({ verified: true }),
    async (c) => {
      const row = await ownUpload(c)
      if (row.finishedAt) throw uploadNotFound()
      const answer = await forward(c, new Headers(c.req.raw.headers), null)
      if (answer.status === 204) await deleteUploadRow(c.var.deps.db, row.id)
      return answer
    },
  )

/** Whether a path is the tus endpoint: it takes bodies up to MAX_VIDEO_BYTES, bounded by tus itself. */
export const isVideoUploadPath = (path: string) =>
  path === VIDEO_UPLOAD_PATH || path.startsWith(`${VIDEO_UPLOAD_PATH}/`)
