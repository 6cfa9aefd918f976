import { Hono, type Context } from 'hono'
import { APPLICATION_TEXTS } from '@/api/applications/application-messages'
import { APPLY_FIELDS, ApplyFieldsSchema } from '@/api/applications/apply-input'
import {
  ApplicantApplicationSchema,
  ApplicationNoteSchema,
  ApplicationViewSchema,
  ReviewerApplicationSchema,
} from '@/api/applications/application-views'
import {
  ApplicationListQuerySchema,
  JobApplicationListSchema,
  MyApplicationListSchema,
  ReviewerPipelineSchema,
} from '@/api/applications/application-lists'
import {
  ApplicationWithdrawResultSchema,
  NoteInputSchema,
  StageUpdateInputSchema,
} from '@/api/applications/application-actions'
import {
  ScreeningQuestionListSchema,
  ScreeningQuestionsInputSchema,
} from '@/api/applications/screening-questions'
import { ErrorCode } from '@/api/errors'
import type { AppEnv } from '../../core/app-env'
import { AppError } from '../../core/app-error'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import { serviceContext } from '../../core/service-context'
import { readMultipart, readUploadedFile, type UploadedFile } from '../../core/multipart'
import { parseOrThrow, validateJson, validateQuery } from '../../core/validate'
import { addNote, jobApplications, moveStage, reviewerPipeline } from './application-review'
import {
  applicationCv,
  applyToJob,
  getApplication,
  myApplications,
  withdrawApplication,
} from './applications'
import { getJobQuestions, setJobQuestions } from './screening-questions'
import { rateLimit } from '../../core/rate-limit'
import type { RateLimitRule } from '../../core/rate-limit-store'
import { optionalViewer, requireViewer } from '../../core/viewer'

/**
 * The apply path (`/api/Job/{id}/apply`): app.ts gives it the upload body limit (10 MiB + multipart
 * envelope) instead of the 1 MiB one, before the idempotency middleware reads the body.
 */
export const isApplyUploadPath = (path: string) => /^\/api\/Job\/[^/]+\/apply$/.test(path)

/** Applications per user per hour (each one stores a file). */
export const APPLY_RATE_LIMIT: RateLimitRule = { limit: 30, windowMs: 60 * 60_000 }

const applyLimit = rateLimit('apply', { per: 'user', rule: APPLY_RATE_LIMIT })

/** The multipart body → the validated text fields and the CV (if any). */
async function readApplyBody(c: Context) {
  const { [APPLY_FIELDS.cv]: file, ...text } = await readMultipart(c)
  const fields = parseOrThrow(ApplyFieldsSchema, text)
  let cv: UploadedFile | null = null
  if (file instanceof Blob) {
    cv = await readUploadedFile(file, 'cv')
  } else if (file !== undefined && file !== '') {
    throw new AppError(ErrorCode.VALIDATION_ERROR, {
      message: `Validation failed: cv: ${APPLICATION_TEXTS.cvRequired}`,
      details: { issues: [{ path: 'cv', message: APPLICATION_TEXTS.cvRequired }] },
    })
  }
  return { fields, cv }
}

/** Mounted at /api/Job before the jobs router: apply, screening questions, a job's applications. */
export const applicationJobRoutes = new Hono<AppEnv>()
  .post(
    '/:id/apply',
    describeRoute({
      summary: 'Apply to a listed job with a CV (or a resume id)',
      description:
        'The CV is checked by content (PDF, DOC or DOCX). Required screening questions need an answer. ' +
        '`answers` is a JSON array of `{ questionId, answer }` in a text field.',
      tags: ['Applications'],
      auth: 'verified',
      status: 201,
      params: { id: 'The job id (uuid).' },
      multipart: {
        fields: ApplyFieldsSchema,
        files: {
          [APPLY_FIELDS.cv]: {
            description: 'The CV: PDF, DOC or DOCX, at most 10 MiB. Either this or `resumeId`.',
            required: false,
            mediaTypes: [
              'application/pdf',
              'application/msword',
              'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            ],
          },
        },
      },
      response: ApplicantApplicationSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: a job of the caller’s own company.',
        404: 'NOT_FOUND_ERROR: the job is not listed.',
        409: 'CONFLICT_ERROR: the caller already applied.',
        429: 'RATE_LIMIT_EXCEEDED: 30 applications per user per hour.',
      },
    }),
    ...requireViewer({ verified: true }),
    applyLimit,
    async (c) => {
      const viewer = c.var.viewer
      const { fields, cv } = await readApplyBody(c)
      const application = await applyToJob(serviceContext(c), viewer, c.req.param('id'), fields, cv)
      return ok(c, application, APPLICATION_TEXTS.applied, 201)
    },
  )
  .get(
    '/:id/questions',
    describeRoute({
      summary: 'A job’s screening questions',
      tags: ['Applications'],
      auth: 'optional',
      params: { id: 'The job id (uuid).' },
      response: ScreeningQuestionListSchema,
      responses: { 404: 'NOT_FOUND_ERROR: unknown, or hidden from the caller.' },
    }),
    optionalViewer(),
    async (c) => {
      const viewer = c.var.viewer
      return ok(c, await getJobQuestions(serviceContext(c), viewer, c.req.param('id')))
    },
  )
  .put(
    '/:id/questions',
    describeRoute({
      summary: 'Replace a job’s screening questions',
      tags: ['Applications'],
      auth: 'verified',
      params: { id: 'The job id (uuid).' },
      response: ScreeningQuestionListSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: no edit right.',
        404: 'NOT_FOUND_ERROR: unknown, or hidden from the caller.',
      },
    }),
    ...requireViewer({ verified: true }),
    validateJson(ScreeningQuestionsInputSchema),
    async (c) => {
      const viewer = c.var.viewer
      const list = await setJobQuestions(serviceContext(c), viewer, c.req.param('id'), c.req.valid('json'))
      return ok(c, list, 'Screening questions saved.')
    },
  )
  .get(
    '/:id/applications',
    describeRoute({
      summary: 'A job’s applications, with counts per stage',
      tags: ['Applications'],
      auth: 'required',
      params: { id: 'The job id (uuid).' },
      response: JobApplicationListSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: the caller sees the job but does not review it.',
        404: 'NOT_FOUND_ERROR: unknown, or hidden from the caller.',
      },
    }),
    ...requireViewer(),
    validateQuery(ApplicationListQuerySchema),
    async (c) => {
      const viewer = c.var.viewer
      const list = await jobApplications(serviceContext(c), viewer, c.req.param('id'), c.req.valid('query'))
      return ok(c, list)
    },
  )

/** /api/Applications: the applicant's list, the reviewer's pipeline, one application, stage, notes, CV. */
export const applicationsRoutes = new Hono<AppEnv>()
  .get(
    '/me',
    describeRoute({
      summary: 'The caller’s applications, newest first',
      tags: ['Applications'],
      auth: 'required',
      response: MyApplicationListSchema,
    }),
    ...requireViewer(),
    validateQuery(ApplicationListQuerySchema),
    async (c) => {
      const viewer = c.var.viewer
      return ok(c, await myApplications(serviceContext(c), viewer, c.req.valid('query')))
    },
  )
  .get(
    '/pipeline',
    describeRoute({
      summary: 'The reviewer’s dashboard: applications per job and stage',
      tags: ['Applications'],
      auth: 'required',
      response: ReviewerPipelineSchema,
    }),
    ...requireViewer(),
    async (c) => {
      const viewer = c.var.viewer
      return ok(c, await reviewerPipeline(serviceContext(c), viewer))
    },
  )
  .get(
    '/:id',
    describeRoute({
      summary: 'One application, as its reviewer or its applicant sees it',
      tags: ['Applications'],
      auth: 'required',
      params: { id: 'The application id.' },
      response: ApplicationViewSchema,
      responses: { 404: 'NOT_FOUND_ERROR: neither the applicant nor a reviewer.' },
    }),
    ...requireViewer(),
    async (c) => {
      const viewer = c.var.viewer
      return ok(c, await getApplication(serviceContext(c), viewer, c.req.param('id')))
    },
  )
  .delete(
    '/:id',
    describeRoute({
      summary: 'Withdraw an application (the applicant)',
      tags: ['Applications'],
      auth: 'verified',
      params: { id: 'The application id.' },
      response: ApplicationWithdrawResultSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: a reviewer.',
        404: 'NOT_FOUND_ERROR: anyone else.',
        409: 'CONFLICT_ERROR: hired or rejected applications are closed.',
      },
    }),
    ...requireViewer({ verified: true }),
    async (c) => {
      const viewer = c.var.viewer
      return ok(
        c,
        await withdrawApplication(serviceContext(c), viewer, c.req.param('id')),
        APPLICATION_TEXTS.withdrawn,
      )
    },
  )
  .post(
    '/:id/stage',
    describeRoute({
      summary: 'Move an application to another stage (reviewers)',
      description: 'The applicant is mailed; a note goes into the history and the notes.',
      tags: ['Applications'],
      auth: 'verified',
      params: { id: 'The application id.' },
      response: ReviewerApplicationSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: the applicant.',
        404: 'NOT_FOUND_ERROR: anyone else.',
        409: 'CONFLICT_ERROR: a move the stage rules refuse (`details.allowed`).',
      },
    }),
    ...requireViewer({ verified: true }),
    validateJson(StageUpdateInputSchema),
    async (c) => {
      const viewer = c.var.viewer
      const input = c.req.valid('json')
      const application = await moveStage(serviceContext(c), viewer, c.req.param('id'), input)
      return ok(c, application, APPLICATION_TEXTS.stageMoved(input.stage))
    },
  )
  .post(
    '/:id/notes',
    describeRoute({
      summary: 'Add a reviewer note (never shown to the applicant)',
      tags: ['Applications'],
      auth: 'verified',
      status: 201,
      params: { id: 'The application id.' },
      response: ApplicationNoteSchema,
      responses: { 403: 'AUTHORIZATION_ERROR: the applicant.', 404: 'NOT_FOUND_ERROR: anyone else.' },
    }),
    ...requireViewer({ verified: true }),
    validateJson(NoteInputSchema),
    async (c) => {
      const viewer = c.var.viewer
      const note = await addNote(serviceContext(c), viewer, c.req.param('id'), c.req.valid('json').text)
      return ok(c, note, APPLICATION_TEXTS.noteAdded, 201)
    },
  )
  .get(
    '/:id/cv',
    describeRoute({
      summary: 'Download the application’s CV file',
      tags: ['Applications'],
      auth: 'required',
      params: { id: 'The application id.' },
      raw: {
        mediaType: 'application/octet-stream',
        description: 'The file with its own type, as an attachment (`Content-Disposition`), never cached.',
      },
      responses: { 404: 'NOT_FOUND_ERROR: no CV, or neither the applicant nor a reviewer.' },
    }),
    ...requireViewer(),
    async (c) => {
      const viewer = c.var.viewer
      const { file, bytes } = await applicationCv(serviceContext(c), viewer, c.req.param('id'))
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': file.mime,
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': `attachment; filename="${file.name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      })
    },
  )
