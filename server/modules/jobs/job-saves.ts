import { and, count, desc, eq, sql } from 'drizzle-orm'
import { companyDisplayName } from '@/api/companies/company-names'
import { ErrorCode } from '@/api/errors'
import {
  MAX_SAVED_JOBS,
  type JobSaveState,
  type SavedJob,
  type SavedJobList,
  type SavedJobState,
} from '@/api/jobs/job-saves'
import { isJobExpired } from '@/api/jobs/job-statuses'
import type { Db } from '../../db/client'
import { companies } from '../../db/schema/companies'
import { jobSaves, jobs } from '../../db/schema/jobs'
import { AppError } from '../../core/app-error'
import { isUuid } from '../../core/uuid'
import { canOnJob, type Viewer } from '../../core/policy'
import { jobResource, toJob, type JobRecord } from './job-dto'
import { jobNotFound, jobRecordColumns } from './job-records'
import type { ServiceContext } from '../../core/service-context'

type SignedIn = NonNullable<Viewer>

async function findAnyJob(db: Db, id: string): Promise<JobRecord | undefined> {
  if (!isUuid(id)) return undefined
  const [record] = await db
    .select(jobRecordColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, id))
  return record
}

async function existingSave(db: Db, userId: string, jobId: string) {
  const [row] = await db
    .select()
    .from(jobSaves)
    .where(and(eq(jobSaves.userId, userId), eq(jobSaves.jobId, jobId)))
  return row
}

/**
 * POST /api/Job/{id}/save: sets the state "saved" (idempotent: saving again answers the same state). 404 for
 * a job the caller cannot see — unless they saved it before it went away (the state simply stays).
 * 403 on one's own or one's account's job: saving is tracking, allowed only on items not owned
 * (spec: roles and permissions).
 */
export async function saveJob(ctx: ServiceContext, viewer: SignedIn, jobId: string): Promise<JobSaveState> {
  const { db } = ctx
  const now = ctx.now()
  const record = await findAnyJob(db, jobId)
  if (!record) throw jobNotFound()
  const before = await existingSave(db, viewer.userId, record.id)
  if (before) return { jobId: record.id, isSaved: true, savedAt: before.createdAt.toISOString() }
  const resource = jobResource(record, now)
  if (record.deletedAt !== null || !canOnJob(viewer, 'view', resource)) throw jobNotFound()
  if (!canOnJob(viewer, 'track', resource)) {
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, { message: 'You cannot save your own jobs.' })
  }
  const [{ saved } = { saved: 0 }] = await db
    .select({ saved: count() })
    .from(jobSaves)
    .where(eq(jobSaves.userId, viewer.userId))
  if (Number(saved) >= MAX_SAVED_JOBS) {
    throw new AppError(ErrorCode.CONFLICT_ERROR, {
      message: `You can save up to ${MAX_SAVED_JOBS} jobs. Remove some saved jobs first.`,
    })
  }
  // The save and the job's save count change together or not at all.
  const inserted = await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(jobSaves)
      .values({ userId: viewer.userId, jobId: record.id, createdAt: now })
      .onConflictDoNothing()
      .returning()
    if (added) {
      await tx
        .update(jobs)
        .set({ saveCount: sql`${jobs.saveCount} + 1` })
        .where(eq(jobs.id, record.id))
    }
    return added
  })
  const row = inserted ?? (await existingSave(db, viewer.userId, record.id))
  return { jobId: record.id, isSaved: true, savedAt: (row?.createdAt ?? now).toISOString() }
}

/**
 * DELETE /api/Job/{id}/save: sets the state "not saved" (idempotent). Works for a saved job whatever became
 * of it (closed, deleted); 404 only when there is no save and the caller cannot see the job.
 */
export async function unsaveJob(ctx: ServiceContext, viewer: SignedIn, jobId: string): Promise<JobSaveState> {
  const { db } = ctx
  const now = ctx.now()
  const record = await findAnyJob(db, jobId)
  if (!record) throw jobNotFound()
  // The removal and the job's save count change together or not at all.
  const removed = await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(jobSaves)
      .where(and(eq(jobSaves.userId, viewer.userId), eq(jobSaves.jobId, record.id)))
      .returning()
    if (deleted.length > 0) {
      await tx
        .update(jobs)
        .set({ saveCount: sql`greatest(${jobs.saveCount} - 1, 0)` })
        .where(eq(jobs.id, record.id))
    }
    return deleted
  })
  const hidden = record.deletedAt !== null || !canOnJob(viewer, 'view', jobResource(record, now))
  if (removed.length === 0 && hidden) throw jobNotFound()
  return { jobId: record.id, isSaved: false, savedAt: null }
}

/** How a saved job stands now (SavedJobState). */
export function savedState(record: JobRecord, now: Date): SavedJobState {
  if (record.deletedAt !== null) return 'deleted'
  if (record.status === 'draft' || record.status === 'paused' || !record.isPublic || !record.companyListed) {
    return 'unavailable'
  }
  if (record.status === 'closed' || record.status === 'hired') return 'closed'
  if (isJobExpired(record.expiryDate, now)) return 'expired'
  return 'active'
}

/**
 * GET /api/Job/saved: every saved job, newest save first. Active, closed and expired ones in full (read
 * offline, marked by state); unavailable and deleted ones as a title and company only.
 */
export async function savedJobs(ctx: ServiceContext, viewer: SignedIn): Promise<SavedJobList> {
  const { db } = ctx
  const now = ctx.now()
  const rows = await db
    .select({ ...jobRecordColumns, savedAt: jobSaves.createdAt })
    .from(jobSaves)
    .innerJoin(jobs, eq(jobs.id, jobSaves.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobSaves.userId, viewer.userId))
    .orderBy(desc(jobSaves.createdAt), desc(jobSaves.jobId))
    .limit(MAX_SAVED_JOBS)
  const items = rows.map(({ savedAt, ...record }): SavedJob => {
    const state = savedState(record, now)
    const visible = state === 'active' || state === 'closed' || state === 'expired'
    return {
      jobId: record.id,
      savedAt: savedAt.toISOString(),
      state,
      title: record.title,
      company: companyDisplayName(record.companyName),
      job: visible ? toJob(record, now, { viewer, saved: true }) : null,
    }
  })
  return { items, total: items.length }
}
