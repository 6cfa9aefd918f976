import { and, asc, count, desc, eq, inArray, isNull, max, or, sql } from 'drizzle-orm'
import {
  APPLICATION_STAGE_MOVES,
  APPLICATION_STALE_DAYS,
  canMoveStage,
  type ApplicationStage,
} from '@/api/applications/application-stages'
import { APPLICATION_TEXTS } from '@/api/applications/application-messages'
import {
  PIPELINE_MAX_JOBS,
  emptyStageCounts,
  type ApplicationListQuery,
  type JobApplicationList,
  type PipelineJob,
  type ReviewerPipeline,
  type StageCounts,
} from '@/api/applications/application-lists'
import type { ApplicationNote, ReviewerApplication } from '@/api/applications/application-views'
import { companyDisplayName } from '@/api/companies/company-names'
import { ErrorCode } from '@/api/errors'
import { pageMeta, pageWindow } from '@/api/pagination'
import type { Db } from '../../db/client'
import { applicationEvents, applicationNotes, applications } from '../../db/schema/applications'
import { companies } from '../../db/schema/companies'
import { jobs } from '../../db/schema/jobs'
import { users } from '../../db/schema/users'
import { AppError } from '../../core/app-error'
import { loadJobFor } from '../jobs/job-write'
import { canOnJob, type Viewer } from '../../core/policy'
import { notify } from '../notifications/notify'
import { applicationStageMail } from './application-mails'
import {
  applicationNotFound,
  findApplication,
  isReviewer,
  noteCounts,
  reviewResource,
  selectApplicationRecords,
  staleCondition,
  toReviewerApplication,
  toReviewerSummary,
  type ApplicationRecord,
} from './application-records'
import type { ServiceContext } from '../../core/service-context'

type SignedIn = NonNullable<Viewer>

const DAY_MS = 86_400_000
const staleCutoff = (now: Date) => new Date(now.getTime() - APPLICATION_STALE_DAYS * DAY_MS)

/**
 * An application the viewer may review: 404 when they may not even know it exists, 403 for the applicant
 * (who may see it but not review it).
 */
async function loadForReview(db: Db, viewer: SignedIn, id: string): Promise<ApplicationRecord> {
  const record = await findApplication(db, id)
  if (!record) throw applicationNotFound()
  if (isReviewer(viewer, record)) return record
  if (record.applicantUserId === viewer.userId) {
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, {
      message: 'Only the hiring team can review applications.',
    })
  }
  throw applicationNotFound()
}

async function stageCounts(db: Db, jobIds: readonly string[], now: Date) {
  const byJob = new Map<
    string,
    { counts: StageCounts; stale: number; last: Date | null; lastChange: Date | null }
  >()
  if (jobIds.length === 0) return byJob
  const rows = await db
    .select({
      jobId: applications.jobId,
      stage: applications.stage,
      n: count(),
      stale: sql<number>`count(*) filter (where ${staleCondition(staleCutoff(now))})`.mapWith(Number),
      last: max(applications.createdAt),
      lastChange: max(applications.stageChangedAt),
    })
    .from(applications)
    .where(inArray(applications.jobId, [...jobIds]))
    .groupBy(applications.jobId, applications.stage)
  for (const row of rows) {
    const entry = byJob.get(row.jobId) ?? {
      counts: emptyStageCounts(),
      stale: 0,
      last: null,
      lastChange: null,
    }
    entry.counts[row.stage] += Number(row.n)
    entry.stale += row.stale
    const last = row.last ? new Date(row.last) : null
    if (last && (!entry.last || last > entry.last)) entry.last = last
    const lastChange = row.lastChange ? new Date(row.lastChange) : null
    if (lastChange && (!entry.lastChange || lastChange > entry.lastChange)) entry.lastChange = lastChange
    byJob.set(row.jobId, entry)
  }
  return byJob
}

/**
 * GET /api/Job/{id}/applications: the job's reviewers (owner; the account's owner and recruiters, with a
 * hiring role; admins). A page newest first for the stage filter, plus the counts per stage of all.
 */
export async function jobApplications(
  ctx: ServiceContext,
  viewer: SignedIn,
  jobId: string,
  query: ApplicationListQuery,
): Promise<JobApplicationList> {
  const { db } = ctx
  const now = ctx.now()
  const job = await loadJobFor(db, viewer, { id: jobId }, 'viewApplications', now)
  const summary = (await stageCounts(db, [job.id], now)).get(job.id)
  const counts = summary?.counts ?? emptyStageCounts()
  const total = query.stage ? counts[query.stage] : Object.values(counts).reduce((a, b) => a + b, 0)
  const { limit, offset } = pageWindow(query)
  const records =
    offset < total
      ? await selectApplicationRecords(db)
          .where(
            and(
              eq(applications.jobId, job.id),
              query.stage ? eq(applications.stage, query.stage) : undefined,
            ),
          )
          .orderBy(desc(applications.createdAt), asc(applications.id))
          .limit(limit)
          .offset(offset)
      : []
  const notes = await noteCounts(
    db,
    records.map((record) => record.id),
  )
  return {
    items: records.map((record) => toReviewerSummary(record, notes.get(record.id) ?? 0, now)),
    ...pageMeta(total, query.page, query.limit),
    jobId: job.id,
    counts,
    staleCount: summary?.stale ?? 0,
  }
}

/**
 * POST /api/Applications/{id}/stage: a move of APPLICATION_STAGE_MOVES (409 otherwise, also when someone
 * else moved it first), recorded in the history (with the note, also kept as a note), and mailed to the
 * applicant.
 */
export async function moveStage(
  ctx: ServiceContext,
  viewer: SignedIn,
  id: string,
  input: { stage: ApplicationStage; note?: string | undefined },
): Promise<ReviewerApplication> {
  const { db } = ctx
  const now = ctx.now()
  const record = await loadForReview(db, viewer, id)
  const from = record.stage
  if (!canMoveStage(from, input.stage)) {
    throw new AppError(ErrorCode.CONFLICT_ERROR, {
      message: APPLICATION_TEXTS.stageRefused,
      details: { from, to: input.stage, allowed: APPLICATION_STAGE_MOVES[from] },
    })
  }
  const note = input.note?.trim() || null
  const moved = await db.transaction(async (tx) => {
    const rows = await tx
      .update(applications)
      .set({ stage: input.stage, stageChangedAt: now, updatedAt: now })
      .where(and(eq(applications.id, record.id), eq(applications.stage, from)))
      .returning({ id: applications.id })
    if (rows.length === 0) return false
    await tx.insert(applicationEvents).values({
      applicationId: record.id,
      stage: input.stage,
      actorUserId: viewer.userId,
      note,
      createdAt: now,
    })
    await notify(
      tx,
      {
        recipientId: record.applicantUserId,
        kind: 'application_stage',
        actorId: viewer.userId,
        subjectId: record.id,
        detail: input.stage,
      },
      now,
    )
    if (note) {
      await tx
        .insert(applicationNotes)
        .values({ applicationId: record.id, authorUserId: viewer.userId, text: note, createdAt: now })
    }
    return true
  })
  if (!moved) {
    throw new AppError(ErrorCode.CONFLICT_ERROR, {
      message: 'Someone else changed this application first. Reload to see its stage.',
    })
  }
  const updated = await findApplication(db, record.id)
  if (!updated) throw applicationNotFound()
  const [applicant] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, record.applicantUserId))
  if (applicant) {
    ctx.mailer.send(
      applicationStageMail(
        ctx.settings.PUBLIC_URL,
        applicant,
        { id: record.jobId, title: record.jobTitle, company: companyDisplayName(record.companyName) },
        input.stage,
      ),
    )
  }
  return toReviewerApplication(db, updated, now)
}

/** POST /api/Applications/{id}/notes: reviewers only; never shown to the applicant. */
export async function addNote(
  ctx: ServiceContext,
  viewer: SignedIn,
  id: string,
  text: string,
): Promise<ApplicationNote> {
  const { db } = ctx
  const now = ctx.now()
  const record = await loadForReview(db, viewer, id)
  const [row] = await db
    .insert(applicationNotes)
    .values({ applicationId: record.id, authorUserId: viewer.userId, text, createdAt: now })
    .returning()
  if (!row) throw new Error('note insert returned no row')
  await db.update(applications).set({ updatedAt: now }).where(eq(applications.id, record.id))
  const [author] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, viewer.userId))
  const name = author ? `${author.firstName} ${author.lastName}`.trim() : ''
  return {
    id: row.id,
    author: { id: viewer.userId, name: name || 'Former user' },
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * GET /api/Applications/pipeline: the reviewer's jobs (their own and their current account's that they may
 * review), those with applications or still active, with counts per stage: jobs with applications first
 * (latest application or stage change first), then the others (latest edited first).
 */
export async function reviewerPipeline(ctx: ServiceContext, viewer: SignedIn): Promise<ReviewerPipeline> {
  const { db } = ctx
  const now = ctx.now()
  const mine = viewer.accountId
    ? or(eq(jobs.createdBy, viewer.userId), eq(jobs.accountId, viewer.accountId))!
    : eq(jobs.createdBy, viewer.userId)
  const candidates = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      createdBy: jobs.createdBy,
      accountId: jobs.accountId,
      updatedAt: jobs.updatedAt,
      applicationCount: jobs.applicationCount,
      companyName: companies.name,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(mine, isNull(jobs.deletedAt), or(eq(jobs.status, 'active'), sql`${jobs.applicationCount} > 0`)),
    )
    .orderBy(desc(jobs.updatedAt), asc(jobs.id))
    .limit(PIPELINE_MAX_JOBS * 4)
  const reviewable = candidates.filter((job) => canOnJob(viewer, 'viewApplications', reviewResource(job)))
  const summaries = await stageCounts(
    db,
    reviewable.map((job) => job.id),
    now,
  )
  const totals = emptyStageCounts()
  let staleCount = 0
  const list: (PipelineJob & { sortKey: number })[] = reviewable.map((job) => {
    const summary = summaries.get(job.id)
    const counts = summary?.counts ?? emptyStageCounts()
    const total = Object.values(counts).reduce((a, b) => a + b, 0)
    for (const stage of Object.keys(totals) as ApplicationStage[]) totals[stage] += counts[stage]
    staleCount += summary?.stale ?? 0
    const last = summary?.last ?? null
    return {
      jobId: job.id,
      title: job.title,
      company: companyDisplayName(job.companyName),
      status: job.status,
      counts,
      total,
      staleCount: summary?.stale ?? 0,
      lastAppliedAt: last ? last.toISOString() : null,
      // Jobs with applications first, by their latest application or stage change; then the others.
      sortKey:
        total > 0
          ? 1e15 + Math.max(last?.getTime() ?? 0, summary?.lastChange?.getTime() ?? 0)
          : job.updatedAt.getTime(),
    }
  })
  list.sort((a, b) => b.sortKey - a.sortKey)
  const jobsOut = list.slice(0, PIPELINE_MAX_JOBS).map(({ sortKey: _sortKey, ...job }) => job)
  return {
    jobs: jobsOut,
    totals,
    total: Object.values(totals).reduce((a, b) => a + b, 0),
    staleCount,
  }
}
