import { and, asc, between, count, eq, sql } from 'drizzle-orm'
import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  type JobAnalytics,
  type JobAnalyticsDay,
  type JobAnalyticsQuery,
} from '@/api/jobs/job-analytics'
import { ErrorCode } from '@/api/errors'
import type { Db } from '../../db/client'
import { jobDailyStats, jobSaves, jobs } from '../../db/schema/jobs'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import type { Viewer } from '../../core/policy'
import { loadJobFor } from './job-write'

/**
 * The events counted per day in job_daily_stats. Saves are not among them: the saves table is their only
 * record (see savesByDay), so a save that is taken back leaves no count behind.
 */
export type JobEvent = 'views' | 'applications'

const DAY_MS = 86_400_000
const utcDay = (date: Date) => date.toISOString().slice(0, 10)

/** Adds one to the job's daily counter of `event` (the analytics series). */
export async function recordDailyEvent(db: Db, jobId: string, event: JobEvent, now: Date): Promise<void> {
  const column = jobDailyStats[event]
  await db
    .insert(jobDailyStats)
    .values({ jobId, day: utcDay(now), [event]: 1 })
    .onConflictDoUpdate({
      target: [jobDailyStats.jobId, jobDailyStats.day],
      set: { [event]: sql`${column} + 1` },
    })
}

/** A view by someone outside the job's owners: the counter and the day's series. */
export async function recordJobView(db: Db, jobId: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ viewCount: sql`${jobs.viewCount} + 1` })
    .where(eq(jobs.id, jobId))
  await recordDailyEvent(db, jobId, 'views', now)
}

/** For the applications service: one more application (counter and series). */
export async function recordJobApplication(db: Db, jobId: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ applicationCount: sql`${jobs.applicationCount} + 1` })
    .where(eq(jobs.id, jobId))
  await recordDailyEvent(db, jobId, 'applications', now)
}

const rangeError = (message: string) =>
  new AppError(ErrorCode.VALIDATION_ERROR, {
    message: `Validation failed: ${message}`,
    details: { issues: [{ path: 'from', message }] },
  })

/** The inclusive UTC day range of an analytics query: default the last 30 days, at most 366. */
export function analyticsRange(
  query: JobAnalyticsQuery,
  now: Date,
): { from: string; to: string; days: number } {
  const to = query.to ?? utcDay(now)
  const from =
    query.from ?? utcDay(new Date(Date.parse(`${to}T00:00:00Z`) - (ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS))
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1
  if (days < 1) throw rangeError('from must not be after to')
  if (days > ANALYTICS_MAX_DAYS) throw rangeError(`The range can be at most ${ANALYTICS_MAX_DAYS} days`)
  return { from, to, days }
}

/**
 * The job's saves that stand, per UTC day of saving (job_saves: one row per user who saved it and has not
 * taken it back). Both the range's figures and the all-time figure are read from these same rows, so the
 * all-time count is never below a range's.
 */
async function savesByDay(db: Db, jobId: string): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${jobSaves.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`
  const rows = await db
    .select({ day, saves: count() })
    .from(jobSaves)
    .where(eq(jobSaves.jobId, jobId))
    .groupBy(day)
  return new Map(rows.map((row) => [row.day, Number(row.saves)]))
}

/**
 * GET /api/Job/{id}/analytics: per-day views, saves and applications (zero-filled) and their totals. Views
 * and applications come from the daily series (written with the job's counters); saves from the saves
 * themselves, so "saves in the range" counts saves made then that still stand and "all time" counts every
 * save that stands.
 */
export async function jobAnalytics(
  ctx: ServiceContext,
  viewer: NonNullable<Viewer>,
  jobId: string,
  query: JobAnalyticsQuery,
): Promise<JobAnalytics> {
  const { db } = ctx
  const now = ctx.now()
  const record = await loadJobFor(db, viewer, { id: jobId }, 'analytics', now)
  const range = analyticsRange(query, now)
  const rows = await db
    .select()
    .from(jobDailyStats)
    .where(and(eq(jobDailyStats.jobId, record.id), between(jobDailyStats.day, range.from, range.to)))
    .orderBy(asc(jobDailyStats.day))
  const saves = await savesByDay(db, record.id)
  const byDay = new Map(rows.map((row) => [row.day, row]))
  const start = Date.parse(`${range.from}T00:00:00Z`)
  const days: JobAnalyticsDay[] = []
  for (let i = 0; i < range.days; i++) {
    const date = utcDay(new Date(start + i * DAY_MS))
    const row = byDay.get(date)
    days.push({
      date,
      views: row?.views ?? 0,
      saves: saves.get(date) ?? 0,
      applications: row?.applications ?? 0,
    })
  }
  const sum = (key: 'views' | 'saves' | 'applications') => days.reduce((total, day) => total + day[key], 0)
  let savesAllTime = 0
  for (const n of saves.values()) savesAllTime += n
  return {
    jobId: record.id,
    from: range.from,
    to: range.to,
    totals: { views: sum('views'), saves: sum('saves'), applications: sum('applications') },
    lifetime: { views: record.viewCount, saves: savesAllTime, applications: record.applicationCount },
    days,
  }
}
