import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { APPLICATION_TEXTS } from '@/api/applications/application-messages'
import { CV_MAX_BYTES, type ApplyValues } from '@/api/applications/apply-input'
import { isFinalStage } from '@/api/applications/application-stages'
import type {
  ApplicantApplication,
  ApplicationAnswer,
  ApplicationView,
} from '@/api/applications/application-views'
import type { ApplicationListQuery, MyApplicationList } from '@/api/applications/application-lists'
import type { ApplicationWithdrawResult } from '@/api/applications/application-actions'
import { companyDisplayName } from '@/api/companies/company-names'
import { ErrorCode } from '@/api/errors'
import { paged, pageWindow } from '@/api/pagination'
import type { Db } from '../../db/client'
import { applicationEvents, applications } from '../../db/schema/applications'
import { jobs } from '../../db/schema/jobs'
import { users } from '../../db/schema/users'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import { findFile, insertFileRow, readBytes, removeBytes, writeBytes, deleteFile } from '../files/file-store'
import { DOCUMENT_MIME, safeFileName, sniffDocument } from '../files/sniff-document'
import { isListedJob } from '../jobs/job-dto'
import { findJob, jobNotFound } from '../jobs/job-records'
import { recordJobApplication } from '../jobs/job-stats'
import { relationOf, type Viewer } from '../../core/policy'
import { applicationReceivedMail, applicationSubmittedMail } from './application-mails'
import {
  applicationNotFound,
  findApplication,
  isReviewer,
  reviewResource,
  selectApplicationRecords,
  toApplicantApplication,
  toReviewerApplication,
} from './application-records'
import { questionsOf } from './screening-questions'
import type { UploadedFile } from '../../core/multipart'

type SignedIn = NonNullable<Viewer>

const MIB = 1024 * 1024

const fieldError = (path: string, message: string, status?: 413) =>
  new AppError(ErrorCode.VALIDATION_ERROR, {
    message: `Validation failed: ${path}: ${message}`,
    details: { issues: [{ path, message }] },
    ...(status ? { status } : {}),
  })

const alreadyApplied = () =>
  new AppError(ErrorCode.CONFLICT_ERROR, { message: APPLICATION_TEXTS.alreadyApplied })

/** Relations that make the job the caller's own or their account's: they review it, they do not apply. */
const INSIDE_RELATIONS = new Set(['owner', 'account-owner', 'account-recruiter', 'account-member'])

/** The CV checks: size, then content. Returns what to store. */
export function checkCv(cv: UploadedFile): { kind: 'pdf' | 'docx' | 'doc'; name: string; mime: string } {
  if (cv.bytes.byteLength > CV_MAX_BYTES) {
    throw fieldError('cv', `${APPLICATION_TEXTS.cvTooLarge} (at most ${CV_MAX_BYTES / MIB} MiB)`, 413)
  }
  if (cv.bytes.byteLength === 0) throw fieldError('cv', 'The file is empty')
  const kind = sniffDocument(cv.bytes)
  if (!kind) throw fieldError('cv', APPLICATION_TEXTS.cvType)
  return { kind, name: safeFileName(cv.name, kind), mime: DOCUMENT_MIME[kind] }
}

/** The answers checked against the job's questions: known ids, required ones answered, question text kept. */
async function answersFor(
  db: Db,
  jobId: string,
  given: ApplyValues['answers'],
): Promise<ApplicationAnswer[]> {
  const questions = await questionsOf(db, jobId)
  const byId = new Map(given.map((item) => [item.questionId, item.answer]))
  for (const id of byId.keys()) {
    if (!questions.some((question) => question.id === id)) {
      throw fieldError('answers', 'An answer refers to a question this job does not ask')
    }
  }
  const missing = questions.filter((question) => question.required && !byId.get(question.id)?.trim())
  if (missing.length > 0) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, {
      message: `Validation failed: answers: Please answer every required question`,
      details: {
        issues: missing.map((question) => ({
          path: `answers.${question.id}`,
          message: `Please answer: ${question.question}`,
        })),
      },
    })
  }
  return questions
    .filter((question) => (byId.get(question.id) ?? '') !== '')
    .map((question) => ({
      questionId: question.id,
      question: question.question,
      answer: byId.get(question.id)!,
    }))
}

/**
 * POST /api/Job/{id}/apply. Only a listed job (active, public, unexpired, listed company) takes
 * applications; others are 404 like everywhere (a job the caller cannot see does not exist for them).
 * The job's owner and its account's members cannot apply (403). One application per job and user (409).
 * The CV is checked by content (PDF, DOCX, DOC ≤ 10 MiB), stored, and the application, its first history
 * entry and the job's counters are written in one transaction; then the applicant and the job's owner get
 * a mail.
 */
export async function applyToJob(
  ctx: ServiceContext,
  viewer: SignedIn,
  jobId: string,
  fields: ApplyValues,
  cv: UploadedFile | null,
): Promise<ApplicantApplication> {
  const { db } = ctx
  const now = ctx.now()
  const job = await findJob(db, { id: jobId })
  if (!job) throw jobNotFound()
  const resource = { ...reviewResource(job), isPublic: isListedJob(job, now) }
  if (INSIDE_RELATIONS.has(relationOf(viewer, resource))) {
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, { message: APPLICATION_TEXTS.ownJob })
  }
  if (!resource.isPublic) throw jobNotFound()
  const [existing] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, job.id), eq(applications.applicantUserId, viewer.userId)))
  if (existing) throw alreadyApplied()

  if (!cv && !fields.resumeId) throw fieldError('cv', APPLICATION_TEXTS.cvRequired)
  const checked = cv ? checkCv(cv) : null
  const answers = await answersFor(db, job.id, fields.answers)

  const pending = cv && checked ? await writeBytes(ctx.settings.DATA_DIR, cv.bytes) : null
  let applicationId: string
  try {
    applicationId = await db.transaction(async (tx) => {
      const file =
        pending && checked
          ? await insertFileRow(tx, pending, {
              ownerUserId: viewer.userId,
              purpose: 'application-cv',
              name: checked.name,
              mime: checked.mime,
            })
          : null
      const [row] = await tx
        .insert(applications)
        .values({
          jobId: job.id,
          applicantUserId: viewer.userId,
          stage: 'applied',
          stageChangedAt: now,
          coverLetter: fields.coverLetter,
          answers,
          cvFileId: file?.id ?? null,
          resumeId: fields.resumeId ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: applications.id })
      // A concurrent request of the same user won the unique (job, applicant) index.
      if (!row) throw alreadyApplied()
      await tx
        .insert(applicationEvents)
        .values({ applicationId: row.id, stage: 'applied', actorUserId: viewer.userId, createdAt: now })
      await recordJobApplication(tx, job.id, now)
      return row.id
    })
  } catch (error) {
    if (pending) await removeBytes(ctx.settings.DATA_DIR, pending.storageKey).catch(() => undefined)
    throw error
  }

  const record = await findApplication(db, applicationId)
  if (!record) throw applicationNotFound()
  await mailAboutApplication(ctx, record.applicantUserId, job.createdBy, {
    id: job.id,
    title: job.title,
    company: companyDisplayName(job.companyName),
  })
  return toApplicantApplication(record, now)
}

async function mailAboutApplication(
  ctx: ServiceContext,
  applicantId: string,
  ownerId: string,
  job: { id: string; title: string; company: string },
) {
  const people = await ctx.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(sql`${users.id} in (${applicantId}, ${ownerId})`)
  const applicant = people.find((person) => person.id === applicantId)
  const owner = people.find((person) => person.id === ownerId)
  if (applicant) ctx.mailer.send(applicationSubmittedMail(ctx.settings.PUBLIC_URL, applicant, job))
  if (owner && applicant && owner.id !== applicant.id) {
    const name = `${applicant.firstName} ${applicant.lastName}`.trim() || 'Someone'
    ctx.mailer.send(applicationReceivedMail(ctx.settings.PUBLIC_URL, owner, job, name))
  }
}

/** GET /api/Applications/me: the caller's applications, newest first, optionally one stage. */
export async function myApplications(
  ctx: ServiceContext,
  viewer: SignedIn,
  query: ApplicationListQuery,
): Promise<MyApplicationList> {
  const { db } = ctx
  const now = ctx.now()
  const where = and(
    eq(applications.applicantUserId, viewer.userId),
    query.stage ? eq(applications.stage, query.stage) : undefined,
  )
  const [totalRow] = await db.select({ total: count() }).from(applications).where(where)
  const total = Number(totalRow?.total ?? 0)
  const { limit, offset } = pageWindow(query)
  const records =
    offset < total
      ? await selectApplicationRecords(db)
          .where(where)
          .orderBy(desc(applications.createdAt), asc(applications.id))
          .limit(limit)
          .offset(offset)
      : []
  return paged(
    records.map((record) => toApplicantApplication(record, now)),
    total,
    query.page,
    query.limit,
  )
}

/**
 * GET /api/Applications/{id}: reviewers of the job get the reviewer view (notes, history, applicant), the
 * applicant the applicant view; anyone else 404.
 */
export async function getApplication(
  ctx: ServiceContext,
  viewer: SignedIn,
  id: string,
): Promise<ApplicationView> {
  const { db } = ctx
  const now = ctx.now()
  const record = await findApplication(db, id)
  if (!record) throw applicationNotFound()
  if (isReviewer(viewer, record)) {
    return { view: 'reviewer', application: await toReviewerApplication(db, record, now) }
  }
  if (record.applicantUserId === viewer.userId) {
    return { view: 'applicant', application: toApplicantApplication(record, now) }
  }
  throw applicationNotFound()
}

/**
 * DELETE /api/Applications/{id}: the applicant withdraws (the row, its history, notes and CV go; the job's
 * counter drops by one, its daily series keeps the day's count). Hired or rejected: 409. Reviewers: 403.
 */
export async function withdrawApplication(
  ctx: ServiceContext,
  viewer: SignedIn,
  id: string,
): Promise<ApplicationWithdrawResult> {
  const { db } = ctx
  const record = await findApplication(db, id)
  if (!record) throw applicationNotFound()
  if (record.applicantUserId !== viewer.userId) {
    if (isReviewer(viewer, record)) {
      throw new AppError(ErrorCode.AUTHORIZATION_ERROR, {
        message: 'Only the applicant can withdraw an application.',
      })
    }
    throw applicationNotFound()
  }
  if (isFinalStage(record.stage)) {
    throw new AppError(ErrorCode.CONFLICT_ERROR, { message: APPLICATION_TEXTS.withdrawFinal })
  }
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(applications)
      .where(eq(applications.id, record.id))
      .returning({ id: applications.id })
    if (rows.length > 0) {
      await tx
        .update(jobs)
        .set({ applicationCount: sql`greatest(${jobs.applicationCount} - 1, 0)` })
        .where(eq(jobs.id, record.jobId))
    }
    return rows.length > 0
  })
  if (!deleted) throw applicationNotFound()
  if (record.cvFileId) {
    const file = await findFile(db, record.cvFileId)
    if (file) await deleteFile(db, ctx.settings.DATA_DIR, file)
  }
  return { id: record.id, withdrawn: true }
}

const noCvFile = () =>
  new AppError(ErrorCode.NOT_FOUND_ERROR, { message: 'This application has no CV file.' })

/** GET /api/Applications/{id}/cv: the stored file and its bytes, for the applicant and the job's reviewers. */
export async function applicationCv(ctx: ServiceContext, viewer: SignedIn, id: string) {
  const { db } = ctx
  const record = await findApplication(db, id)
  if (!record) throw applicationNotFound()
  if (record.applicantUserId !== viewer.userId && !isReviewer(viewer, record)) throw applicationNotFound()
  if (!record.cvFileId) throw noCvFile()
  const file = await findFile(db, record.cvFileId)
  if (!file) throw noCvFile()
  const bytes = await readBytes(ctx.settings.DATA_DIR, file.storageKey).catch(() => {
    throw noCvFile()
  })
  return { file, bytes }
}
