import { Hono, type Context } from 'hono'
import { ErrorCode } from '@/api/errors'
import { RESUME_SUCCESS_TEXTS } from '@/api/resumes/resume-errors'
import {
  RESUME_PARSE_FILE_FIELD,
  RESUME_PARSE_TEXTS,
  ResumeParseResultSchema,
  ResumeParseTextInputSchema,
} from '@/api/resumes/resume-parse'
import { ResumeSaveResultSchema } from '@/api/resumes/resume-record'
import { UPLOAD_MAX_BYTES } from '@/api/uploads'
import type { AppEnv } from '../../core/app-env'
import { AppError } from '../../core/app-error'
import { ok } from '../../core/envelope'
import { readMultipart, readUploadedFile, type UploadedFile } from '../../core/multipart'
import { rateLimit } from '../../core/rate-limit'
import { serviceContext } from '../../core/service-context'
import { validateJson } from '../../core/validate'
import { requireViewer } from '../../core/viewer'
import { createResumeFromFile, parseResumeFile, parseResumeText } from './resume-parse'
import { describe } from './resume-route-parts'

/** The upload paths: app.ts gives exactly these the 10 MiB upload body limit instead of the 1 MiB one. */
export const RESUME_UPLOAD_PATHS: readonly string[] = ['/api/Resume/Parse', '/api/Resume/CreateFromFile']

const MIB = 1024 * 1024
const FILE_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
]
const fileField = {
  files: {
    [RESUME_PARSE_FILE_FIELD]: {
      description: 'The resume: PDF, DOCX or plain text, at most 10 MiB. The type is read from the content.',
      required: true,
      mediaTypes: FILE_TYPES,
    },
  },
}
const FILE_REFUSALS = {
  400: 'VALIDATION_ERROR: no file, or an unsupported (legacy .doc included), empty, unreadable or text-less file.',
  413: 'VALIDATION_ERROR: the file is larger than 10 MiB.',
  415: 'VALIDATION_ERROR: the body is not multipart/form-data.',
  429: 'RATE_LIMIT_EXCEEDED: 30 files per user per 10 minutes.',
}

/** Parsing costs CPU: a fixed window per signed-in user, like the job importer's uploads. */
const perUserLimit = rateLimit('resume-parse', { per: 'user', rule: { limit: 30, windowMs: 10 * 60_000 } })

/** The multipart `file` part, read whole (the upload body limit bounds it); 400 without one, 413 over 10 MiB. */
async function uploadedResume<E extends AppEnv>(c: Context<E>): Promise<UploadedFile> {
  const file = (await readMultipart(c))[RESUME_PARSE_FILE_FIELD]
  if (!(file instanceof Blob)) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, {
      message: `Validation failed: ${RESUME_PARSE_FILE_FIELD}: ${RESUME_PARSE_TEXTS.fileRequired}`,
      details: { issues: [{ path: RESUME_PARSE_FILE_FIELD, message: RESUME_PARSE_TEXTS.fileRequired }] },
    })
  }
  if (file.size > UPLOAD_MAX_BYTES) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, {
      status: 413,
      message: `The file is larger than ${UPLOAD_MAX_BYTES / MIB} MiB.`,
      details: { maxBytes: UPLOAD_MAX_BYTES },
    })
  }
  return readUploadedFile(file, 'resume')
}

/**
 * /api/Resume/Parse, /api/Resume/ParseText and /api/Resume/CreateFromFile (seed 2 §7). Mounted before
 * resumesRoutes so its /:id routes never see these paths.
 */
export const resumeParseRoutes = new Hono<AppEnv>()
  .post(
    '/Parse',
    describe({
      summary: 'A resume file read into JSON Resume',
      description:
        '`result` is the JSON text of the JSON Resume found; `errorMessage` says why nothing was found (shown as ' +
        'it is). `confidence` is 0.8 (seed 2 §9); `fields` rates each field found. Nothing is stored. The page ' +
        'runs the same parser on the device, so a file dropped on /resumes/upload never needs this call.',
      auth: 'required',
      multipart: fileField,
      response: ResumeParseResultSchema,
      responses: FILE_REFUSALS,
    }),
    ...requireViewer(),
    perUserLimit,
    async (c) => ok(c, await parseResumeFile((await uploadedResume(c)).bytes)),
  )
  .post(
    '/ParseText',
    describe({
      summary: 'A resume’s text read into JSON Resume (the content-text variant of Parse)',
      description: 'The body is `{ content }`, the resume as plain text; the answer is Parse’s.',
      auth: 'required',
      response: ResumeParseResultSchema,
      responses: { 429: 'RATE_LIMIT_EXCEEDED: 30 parses per user per 10 minutes.' },
    }),
    ...requireViewer(),
    validateJson(ResumeParseTextInputSchema),
    perUserLimit,
    (c) => ok(c, parseResumeText(c.req.valid('json').content)),
  )
  .post(
    '/CreateFromFile',
    describe({
      summary: 'A new resume of the caller from a resume file',
      description:
        'Parses the file as Parse does and creates the resume as Save does: job seekers only, the first ' +
        'resume becomes master, saved as a draft until its owner shares it.',
      auth: 'verified',
      multipart: fileField,
      response: ResumeSaveResultSchema,
      responses: {
        ...FILE_REFUSALS,
        400: `${FILE_REFUSALS[400]} Also a file with nothing of a resume in it.`,
        403: 'AUTHORIZATION_ERROR: creating a resume needs the Job Seeker role.',
      },
    }),
    ...requireViewer({ verified: true }),
    perUserLimit,
    async (c) =>
      ok(
        c,
        await createResumeFromFile(serviceContext(c), c.var.viewer, await uploadedResume(c)),
        RESUME_SUCCESS_TEXTS.saved,
      ),
  )
