import { Readable } from 'node:stream'
import { Hono, type Context } from 'hono'
import { ErrorCode } from '@/api/errors'
import { AI_VIDEO_SCRIPT_MAX, GenerateVideoInputSchema } from '@/api/resume-media/ai-video'
import {
  MediaFileQuerySchema,
  ResumeMediaCreateInputSchema,
  ResumeMediaUpdateInputSchema,
} from '@/api/resume-media/resume-media-inputs'
import {
  MediaPlaybackSchema,
  ResumeMediaDeleteResultSchema,
  ResumeMediaListSchema,
  ResumeMediaSchema,
} from '@/api/resume-media/resume-media-record'
import type { AppDeps, AppEnv } from '../../core/app-env'
import type { Viewer } from '../../core/policy'
import { fail, ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import type { RouteMeta } from '../../core/openapi/route-meta'
import { serviceContext } from '../../core/service-context'
import { validateJson, validateQuery } from '../../core/validate'
import { optionalViewer, requireViewer } from '../../core/viewer'
import { mediaBlobStore } from './media-blob-store'
import { readMediaFile, type MediaFileAnswer } from './media-file'
import { checkPlaybackSignature, mediaPlayback, PLAYBACK_SECONDS } from './media-playback'
import { getResumeMedia, listResumeMedia } from './resume-media-read'
import { RESUME_MEDIA_TEXTS } from './resume-media-texts'
import { createResumeMedia, deleteResumeMedia, updateResumeMedia } from './resume-media-write'
import { AI_VIDEO_TEXTS, keepAiVideo, requestAiVideo } from './ai-video/requests'

/**
 * Resume media (seed 2 §3), in the style of the resume calls: /api/ResumeMedia for one item,
 * /api/Resume/{id}/media for a resume's list. Reads follow the resume's privacy through the one policy (a
 * hidden resume's media are 404 like missing ones); writes need the resume's owner side and a verified address.
 */
const describe = (meta: Omit<RouteMeta, 'tags'>) => describeRoute({ tags: ['Resume media'], ...meta })
const ID = { id: 'The media item’s id.' }
const HIDDEN = 'NOT_FOUND_ERROR: unknown, or its resume is hidden from the caller by its privacy.'
const FORBIDDEN = 'AUTHORIZATION_ERROR: not the resume’s owner side.'
/** A stale token on a public read reads as signed out (the resume page shows a public resume's videos). */
const publicViewer = optionalViewer({ invalidToken: 'anonymous' })

/** GET /api/Resume/{id}/media (mounted beside the resume routes). */
export const resumeMediaListRoutes = new Hono<AppEnv>().get(
  '/:id/media',
  describe({
    summary: 'A resume’s media, oldest first',
    description:
      'Everyone who may see the resume sees its ready media; its owner side also sees videos still processing or failed.',
    auth: 'optional',
    params: { id: 'The resume’s id or slug.' },
    response: ResumeMediaListSchema,
    responses: { 404: 'NOT_FOUND_ERROR: unknown resume, or hidden from the caller by its privacy.' },
  }),
  publicViewer,
  async (c) => ok(c, await listResumeMedia(c.var.deps.db, c.var.viewer, c.req.param('id'))),
)

export const resumeMediaRoutes = new Hono<AppEnv>()
  .post(
    '/',
    describe({
      summary: 'Attach a link, an image URL, a YouTube video or HTML content to a resume',
      description:
        'metaType 0 hyperlink, 5 image, 10 YouTube (a link or the 11-character id; stored as its watch link), 15 HTML (the fragment in `description`). Videos (1, 2) are uploaded through /api/uploads/video.',
      auth: 'verified',
      status: 201,
      response: ResumeMediaSchema,
      responses: { 403: FORBIDDEN, 404: 'NOT_FOUND_ERROR: unknown resume, or hidden from the caller.' },
    }),
    ...requireViewer({ verified: true }),
    validateJson(ResumeMediaCreateInputSchema),
    async (c) =>
      ok(
        c,
        await createResumeMedia(serviceContext(c), c.var.viewer, c.req.valid('json')),
        RESUME_MEDIA_TEXTS.created,
        201,
      ),
  )
  .post(
    '/GenerateVideo',
    describe({
      summary: 'Generate an AI pitch video: a narrated slideshow made from the resume',
      description: `Slides with the resume's name, headline and highlights, the script as captions, narrated by a synthetic voice made on the server (no network), assembled by ffmpeg in the job queue. \`script\` (at most ${AI_VIDEO_SCRIPT_MAX} characters) defaults to the pitch written from the resume. The item answers \`processing\` and \`awaitingReview: true\`: only its maker sees it until they keep it (POST /api/ResumeMedia/{id}/keep) or delete it.`,
      auth: 'verified',
      status: 202,
      response: ResumeMediaSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: not the resume’s owner.',
        404: 'NOT_FOUND_ERROR: unknown resume, or hidden from the caller.',
        409: 'CONFLICT_ERROR: three generated videos already wait for the caller’s review.',
      },
    }),
    ...requireViewer({ verified: true }),
    validateJson(GenerateVideoInputSchema),
    async (c) =>
      ok(
        c,
        await requestAiVideo(serviceContext(c), c.var.viewer, c.req.valid('json')),
        AI_VIDEO_TEXTS.queued,
        202,
      ),
  )
  .post(
    '/:id/keep',
    describe({
      summary: 'Keep a generated video: it joins the resume and is seen as the resume’s privacy says',
      auth: 'verified',
      params: ID,
      response: ResumeMediaSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: not the resume’s owner.',
        404: `${HIDDEN} A generated video not kept yet is hidden from everyone but its maker.`,
        409: 'CONFLICT_ERROR: not a generated video waiting for review, or still being made.',
      },
    }),
    ...requireViewer({ verified: true }),
    async (c) =>
      ok(c, await keepAiVideo(serviceContext(c), c.var.viewer, c.req.param('id')), AI_VIDEO_TEXTS.kept),
  )
  .get(
    '/:id',
    describe({
      summary: 'A media item',
      auth: 'optional',
      params: ID,
      response: ResumeMediaSchema,
      responses: { 404: HIDDEN },
    }),
    publicViewer,
    async (c) => ok(c, await getResumeMedia(c.var.deps.db, c.var.viewer, c.req.param('id'))),
  )
  .put(
    '/:id',
    describe({
      summary: 'Change a media item’s name, description, section or link',
      auth: 'verified',
      params: ID,
      response: ResumeMediaSchema,
      responses: { 403: FORBIDDEN, 404: HIDDEN },
    }),
    ...requireViewer({ verified: true }),
    validateJson(ResumeMediaUpdateInputSchema),
    async (c) =>
      ok(
        c,
        await updateResumeMedia(serviceContext(c), c.var.viewer, c.req.param('id'), c.req.valid('json')),
        RESUME_MEDIA_TEXTS.updated,
      ),
  )
  .delete(
    '/:id',
    describe({
      summary: 'Delete a media item (and its file)',
      auth: 'verified',
      params: ID,
      response: ResumeMediaDeleteResultSchema,
      responses: { 403: FORBIDDEN, 404: HIDDEN },
    }),
    ...requireViewer({ verified: true }),
    async (c) =>
      ok(
        c,
        await deleteResumeMedia(
          serviceContext(c),
          c.var.viewer,
          mediaBlobStore(c.var.deps.env),
          c.req.param('id'),
        ),
        RESUME_MEDIA_TEXTS.deleted,
      ),
  )
  .get(
    '/:id/playback',
    describe({
      summary: 'A short-lived link that plays an uploaded video in a <video> element',
      description: `Checked like the item itself; the link (the store's presigned URL, or the file path with a signed expiry) works for ${PLAYBACK_SECONDS / 60} minutes without a token.`,
      auth: 'optional',
      params: ID,
      response: MediaPlaybackSchema,
      responses: {
        404: `${HIDDEN} Also for media without a file (links).`,
        409: 'CONFLICT_ERROR: the video is still being processed.',
      },
    }),
    publicViewer,
    async (c) =>
      ok(
        c,
        await mediaPlayback(
          serviceContext(c),
          c.var.viewer,
          mediaBlobStore(c.var.deps.env),
          c.req.param('id'),
        ),
      ),
  )
  .get(
    '/:id/file',
    describe({
      summary: 'Play an uploaded video: the bytes with HTTP Range, or a redirect to a short-lived URL',
      description:
        'For the caller the policy lets see the item (bearer token), or for anyone with a signed link from /playback (`expires`, `signature`). One Range (`bytes=a-b`, `a-`, `-n`) gives 206 with Content-Range; a range past the end gives 416. With an S3 bucket the answer is a 302 to a presigned URL valid for 5 minutes.',
      auth: 'optional',
      params: ID,
      raw: {
        mediaType: 'video/mp4',
        description: 'The file (video/mp4, video/quicktime or video/webm), whole or the range asked for.',
      },
      responses: {
        206: 'The range asked for, with Content-Range.',
        302: 'Redirect to a presigned URL of the object store.',
        403: 'AUTHORIZATION_ERROR: the signed link has expired.',
        404: `${HIDDEN} Also for media without a file (links), and a link whose signature does not match.`,
        409: 'CONFLICT_ERROR: the video is still being processed.',
        416: 'VALIDATION_ERROR: the range starts past the end of the file (Content-Range: bytes */size).',
      },
    }),
    validateQuery(MediaFileQuerySchema),
    publicViewer,
    (c) => storedFileAnswer(c, c.var.deps, c.var.viewer, c.req.param('id'), c.req.valid('query'), 'video'),
  )
  .get(
    '/:id/poster',
    describe({
      summary: 'The poster frame of a processed video (JPEG)',
      description:
        'Read like /file: for the caller the policy lets see the item, or with the same signed link (`expires`, `signature`).',
      auth: 'optional',
      params: ID,
      raw: { mediaType: 'image/jpeg', description: 'A frame from early in the video, at most 640 px wide.' },
      responses: {
        302: 'Redirect to a presigned URL of the object store.',
        403: 'AUTHORIZATION_ERROR: the signed link has expired.',
        404: `${HIDDEN} Also for media without a poster.`,
        409: 'CONFLICT_ERROR: the video is still being processed.',
      },
    }),
    validateQuery(MediaFileQuerySchema),
    publicViewer,
    (c) => storedFileAnswer(c, c.var.deps, c.var.viewer, c.req.param('id'), c.req.valid('query'), 'poster'),
  )

/** /file and /poster: with the caller's own access, or a signed playback link's. */
async function storedFileAnswer(
  c: Context,
  deps: AppDeps,
  viewer: Viewer,
  id: string,
  query: { expires?: string | undefined; signature?: string | undefined },
  part: 'video' | 'poster',
) {
  let access: { viewer: Viewer } | { signedLink: true } = { viewer }
  if (query.expires !== undefined || query.signature !== undefined) {
    checkPlaybackSignature(
      deps.env.JWT_SECRET,
      id,
      { expires: query.expires ?? '0', signature: query.signature ?? '' },
      deps.now(),
    )
    access = { signedLink: true }
  }
  const request = {
    range: c.req.header('range'),
    ifRange: c.req.header('if-range'),
    ifNoneMatch: c.req.header('if-none-match'),
  }
  return fileAnswer(c, await readMediaFile(deps.db, access, mediaBlobStore(deps.env), id, request, part))
}

function fileAnswer(c: Context, answer: MediaFileAnswer) {
  switch (answer.kind) {
    case 'redirect':
      return c.redirect(answer.url, 302)
    case 'not-modified':
      return c.body(null, 304, { ETag: answer.etag })
    case 'unsatisfiable':
      c.header('Content-Range', `bytes */${answer.size}`)
      c.header('Accept-Ranges', 'bytes')
      return fail(c, ErrorCode.VALIDATION_ERROR, {
        status: 416,
        message: RESUME_MEDIA_TEXTS.rangeNotSatisfiable,
      })
    case 'bytes': {
      const body = Readable.toWeb(answer.body as Readable) as ReadableStream<Uint8Array>
      // A HEAD gets the headers only; the file stream is not left open.
      if (c.req.method === 'HEAD') {
        void body.cancel()
        return c.body(null, answer.status, answer.headers)
      }
      return c.body(body, answer.status, answer.headers)
    }
  }
}
