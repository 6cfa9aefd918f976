import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { applicationAgeDays, isApplicationStale } from '@/api/applications/application-stages'
import type {
  Applicant,
  ApplicantApplication,
  ApplicationEvent,
  ApplicationNote,
  ReviewerApplication,
  ReviewerApplicationSummary,
} from '@/api/applications/application-views'
import { companyDisplayName } from '@/api/companies/company-names'
import { ErrorCode } from '@/api/errors'
import { isJobExpired } from '@/api/jobs/job-statuses'
import type { Db } from '../../db/client'
import { applicationEvents, applicationNotes, applications } from '../../db/schema/applications'
import { companies } from '../../db/schema/companies'
import { storedFiles } from '../../db/schema/files'
import { jobs } from '../../db/schema/jobs'
import { users } from '../../db/schema/users'
import { AppError } from '../../core/app-error'
import { isUuid } from '../../core/uuid'
import { canOnJob, type JobResource, type Viewer } from '../../core/policy'

/** An application with its job, company, CV and applicant columns, as the services read it. */
export const applicationRecordColumns = {
  id: applications.id,
  jobId: applications.jobId,
  applicantUserId: applications.applicantUserId,
  stage: applications.stage,
  stageChangedAt: applications.stageChangedAt,
  coverLetter: applications.coverLetter,
  answers: applications.answers,
  cvFileId: applications.cvFileId,
  resumeId: applications.resumeId,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  jobSlug: jobs.slug,
  jobTitle: jobs.title,
  jobLocation: jobs.location,
  jobStatus: jobs.status,
  jobExpiryDate: jobs.expiryDate,
  jobDeletedAt: jobs.deletedAt,
  jobCreatedBy: jobs.createdBy,
  jobAccountId: jobs.accountId,
  companyId: jobs.companyId,
  companyName: companies.name,
  cvName: storedFiles.name,
  cvSize: storedFiles.size,
  cvMime: storedFiles.mime,
  cvStorageKey: storedFiles.storageKey,
  applicantFirstName: users.firstName,
  applicantLastName: users.lastName,
  applicantEmail: users.email,
  applicantHeadline: users.headline,
  applicantLocation: users.location,
}

/** applications ⋈ jobs ⋈ companies ⋈ users (applicant) ⟕ stored_files. */
export const selectApplicationRecords = (db: Db) =>
  db
    .select(applicationRecordColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(users, eq(users.id, applications.applicantUserId))
    .leftJoin(storedFiles, eq(storedFiles.id, applications.cvFileId))

export type ApplicationRecord = Awaited<ReturnType<typeof selectApplicationRecords>>[number]

export const applicationNotFound = () =>
  new AppError(ErrorCode.NOT_FOUND_ERROR, { message: 'This application does not exist.' })

export async function findApplication(db: Db, id: string): Promise<ApplicationRecord | undefined> {
  if (!isUuid(id)) return undefined
  const [record] = await selectApplicationRecords(db).where(eq(applications.id, id))
  return record
}

/** The job as the review policy sees it (reviewing is an 'edit'-relation action: listing does not matter). */
export const reviewResource = (job: { createdBy: string; accountId: string | null }): JobResource => ({
  ownerUserId: job.createdBy,
  accountId: job.accountId,
  isPublic: false,
})

/** May the viewer review this application's job? Never for a deleted job. */
export function isReviewer(viewer: Viewer, record: ApplicationRecord): boolean {
  if (record.jobDeletedAt !== null) return false
  return canOnJob(
    viewer,
    'viewApplications',
    reviewResource({ createdBy: record.jobCreatedBy, accountId: record.jobAccountId }),
  )
}

export const cvUrl = (applicationId: string) => `/api/Applications/${applicationId}/cv`

const personName = (first: string | null, last: string | null) =>
  [first, last].filter((part) => part && part.trim() !== '').join(' ') || 'Former user'

/** Record → the applicant's view. */
export function toApplicantApplication(record: ApplicationRecord, now: Date): ApplicantApplication {
  return {
    id: record.id,
    job: {
      id: record.jobId,
      slug: record.jobSlug,
      title: record.jobTitle,
      company: companyDisplayName(record.companyName),
      companyId: record.companyId,
      location: record.jobLocation,
      status: record.jobStatus,
      isExpired: isJobExpired(record.jobExpiryDate, now),
      isDeleted: record.jobDeletedAt !== null,
    },
    stage: record.stage,
    stageChangedAt: record.stageChangedAt.toISOString(),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    coverLetter: record.coverLetter,
    cv:
      record.cvFileId && record.cvName !== null
        ? { name: record.cvName, size: record.cvSize ?? 0, mime: record.cvMime ?? '', url: cvUrl(record.id) }
        : null,
    resumeId: record.resumeId,
    answers: record.answers,
    isStale: isApplicationStale(record.stage, record.stageChangedAt, now),
    ageDays: applicationAgeDays(record.stageChangedAt, now),
  }
}

export function applicantOf(record: ApplicationRecord): Applicant {
  return {
    id: record.applicantUserId,
    name: personName(record.applicantFirstName, record.applicantLastName),
    email: record.applicantEmail,
    headline: record.applicantHeadline,
    location: record.applicantLocation,
  }
}

export function toReviewerSummary(
  record: ApplicationRecord,
  notesCount: number,
  now: Date,
): ReviewerApplicationSummary {
  return { ...toApplicantApplication(record, now), applicant: applicantOf(record), notesCount }
}

/** Notes per application id. */
export async function noteCounts(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: applicationNotes.applicationId, n: count() })
    .from(applicationNotes)
    .where(inArray(applicationNotes.applicationId, [...ids]))
    .groupBy(applicationNotes.applicationId)
  return new Map(rows.map((row) => [row.id, Number(row.n)]))
}

/** The full reviewer view: notes and history, oldest first. */
export async function toReviewerApplication(
  db: Db,
  record: ApplicationRecord,
  now: Date,
): Promise<ReviewerApplication> {
  const notes = await db
    .select({
      id: applicationNotes.id,
      text: applicationNotes.text,
      createdAt: applicationNotes.createdAt,
      authorId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.authorUserId))
    .where(eq(applicationNotes.applicationId, record.id))
    .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id))
  const events = await db
    .select({
      stage: applicationEvents.stage,
      note: applicationEvents.note,
      createdAt: applicationEvents.createdAt,
      actorId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorUserId))
    .where(eq(applicationEvents.applicationId, record.id))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id))
  const noteList: ApplicationNote[] = notes.map((note) => ({
    id: note.id,
    author: note.authorId ? { id: note.authorId, name: personName(note.firstName, note.lastName) } : null,
    text: note.text,
    createdAt: note.createdAt.toISOString(),
  }))
  const history: ApplicationEvent[] = events.map((event) => ({
    stage: event.stage,
    at: event.createdAt.toISOString(),
    by: event.actorId ? { id: event.actorId, name: personName(event.firstName, event.lastName) } : null,
    note: event.note,
  }))
  return {
    ...toReviewerSummary(record, noteList.length, now),
    notes: noteList,
    history,
  }
}

/** A non-final application whose stage has not changed since `cutoff` (SQL). */
export function staleCondition(cutoff: Date): SQL {
  return and(
    sql`${applications.stage} not in ('hired', 'rejected')`,
    sql`${applications.stageChangedAt} <= ${cutoff.toISOString()}`,
  )!
}
