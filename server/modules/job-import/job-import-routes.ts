import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { UPLOAD_MAX_BYTES } from '@/api/uploads'
import { ErrorCode } from '@/api/errors'
import { ExtractInputSchema, JOB_IMPORT_FILE_FIELD, JobDraftSchema } from '@/api/job-import'
import { can } from '@/api/roles'
import type { AppEnv } from '../../core/app-env'
import { AppError } from '../../core/app-error'
import { bodyTooLarge } from '../../core/body-limit'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import { requireAuth, requireVerified } from '../../core/identity'
import { readMultipart, readUploadedFile } from '../../core/multipart'
import { validateJson } from '../../core/validate'
import type { JobImportConfig } from '../../core/module-settings'
import { jobImportConfig } from './config'
import { draftFromFile, draftFromUrl } from './job-import'
import { serviceContext } from '../../core/service-context'
import { rateLimit } from '../../core/rate-limit'

/** The full path of the upload: app.ts gives exactly this path `uploadBodyLimit` instead of the 1 MiB one. */
export const JOB_IMPORT_UPLOAD_PATH = '/api/Job/CreateFromFile'
/** Boundaries, part headers and a file name around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024
export const UPLOAD_BODY_LIMIT_BYTES = UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES

/**
 * The body limit of the upload, applied in app.ts with the other /api limits — before the idempotency
 * middleware, which reads (hashes) the whole body — so no body is ever read unbounded.
 */
export const uploadBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: UPLOAD_BODY_LIMIT_BYTES,
  onError: bodyTooLarge(UPLOAD_BODY_LIMIT_BYTES),
})

const MIB = 1024 * 1024

/** Recruiters, employers and admins (the `postJobs` role capability); others get 403. */
const requirePostJobs: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!can(c.var.auth.role, 'postJobs')) {
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, {
      message: 'Only recruiters and employers can post jobs.',
    })
  }
  await next()
}

const config = (c: Context<AppEnv>): JobImportConfig => jobImportConfig(c.var.deps.jobImport)

/** Fixed-window limit per signed-in user (not per address: an office shares one), from the import settings. */
const perUserLimit = (action: 'extract' | 'upload') =>
  rateLimit(`job-import:${action}`, {
    per: 'user',
    rule: (c) => (action === 'extract' ? config(c).extractLimit : config(c).uploadLimit),
  })

/**
 * /api/Job/CreateFromFile and /api/Job/Extract: a prefilled job draft from a file or from a job page's
 * link (issue 5). Nothing is stored; the client shows the draft in the job form.
 */
export const jobImportRoutes = new Hono<AppEnv>()
  .post(
    '/CreateFromFile',
    describeRoute({
      summary: 'A job draft from a PDF, DOCX or text file',
      description: 'The type is recognised by content, never by name; nothing is stored.',
      tags: ['Job import'],
      auth: 'verified',
      multipart: {
        files: {
          [JOB_IMPORT_FILE_FIELD]: {
            description: 'The job description: PDF, DOCX or plain text, at most 10 MiB.',
            required: true,
            mediaTypes: [
              'application/pdf',
              'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
              'text/plain',
            ],
          },
        },
      },
      response: JobDraftSchema,
      responses: {
        400: 'VALIDATION_ERROR: unsupported, empty, unreadable or text-less file.',
        403: 'AUTHORIZATION_ERROR: only recruiters, employers and admins post jobs.',
        413: 'VALIDATION_ERROR: the file is larger than 10 MiB.',
        429: 'RATE_LIMIT_EXCEEDED: 30 files per user per 10 minutes.',
      },
    }),
    requireAuth,
    requireVerified,
    requirePostJobs,
    perUserLimit('upload'),
    async (c) => {
      const file = (await readMultipart(c))[JOB_IMPORT_FILE_FIELD]
      if (!(file instanceof Blob)) {
        throw new AppError(ErrorCode.VALIDATION_ERROR, {
          message: `Validation failed: ${JOB_IMPORT_FILE_FIELD}: Please choose a file to import`,
          details: { issues: [{ path: JOB_IMPORT_FILE_FIELD, message: 'Please choose a file to import' }] },
        })
      }
      if (file.size > UPLOAD_MAX_BYTES) {
        throw new AppError(ErrorCode.VALIDATION_ERROR, {
          status: 413,
          message: `The file is larger than ${UPLOAD_MAX_BYTES / MIB} MiB.`,
          details: { maxBytes: UPLOAD_MAX_BYTES },
        })
      }
      const { name, bytes } = await readUploadedFile(file, 'upload')
      const draft = await draftFromFile(name, bytes)
      return ok(c, draft)
    },
  )
  .post(
    '/Extract',
    describeRoute({
      summary: 'A job draft from a job page’s link',
      description:
        'The server fetches the page through its SSRF guard (decision 012): public addresses only, at most 5 ' +
        'redirects, 10 s and 2 MiB.',
      tags: ['Job import'],
      auth: 'verified',
      response: JobDraftSchema,
      responses: {
        400: 'VALIDATION_ERROR: an address that cannot be fetched, or a page without a job (`details.reason`).',
        403: 'AUTHORIZATION_ERROR: only recruiters, employers and admins post jobs.',
        429: 'RATE_LIMIT_EXCEEDED: 20 links per user per 10 minutes.',
      },
    }),
    requireAuth,
    requireVerified,
    requirePostJobs,
    validateJson(ExtractInputSchema),
    perUserLimit('extract'),
    async (c) => {
      const draft = await draftFromUrl(serviceContext(c), c.req.valid('json').url, config(c))
      return ok(c, draft)
    },
  )
