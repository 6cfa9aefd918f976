import { and, asc, desc, eq, gt, inArray, isNull, lte, lt, notExists, or, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { companyDisplayName } from '@/api/companies/company-names'
import { JOB_ALERT_MAIL_MAX_JOBS } from '@/api/job-alerts/job-alert-settings'
import { alertQueryToSearchParams } from '@/api/job-alerts/job-alert-query'
import { JobListQuerySchema } from '@/api/jobs/job-search-query'
import type { Db } from '../../db/client'
import { companies } from '../../db/schema/companies'
import { jobAlertSent, jobAlerts, type JobAlertRow } from '../../db/schema/job-alerts'
import { jobs } from '../../db/schema/jobs'
import { users } from '../../db/schema/users'
import type { ServiceContext } from '../../core/service-context'
import { jobFilterConditions } from '../jobs/job-search'
import { jobRadiusCondition } from '../jobs/job-location'
import { listedJobCondition } from '../jobs/job-records'
import { parseSearch } from '../jobs/search-vector'
import { jobAlertMail, type AlertMailJob } from './alert-mail'
import { unsubscribeToken } from './alert-tokens'
import { nextRunAfter } from './job-alerts'

/**
 * The job alert worker. Each tick (`runDueAlerts`):
 * 1. claims due alerts (active, next_run_at ≤ now, no live lease) with one conditional UPDATE … RETURNING
 *    that sets a lease (claimed_until); rows are picked FOR UPDATE SKIP LOCKED, so several server processes
 *    never claim the same alert;
 * 2. per alert, finds listed jobs matching its search that were posted after its last run and never mailed
 *    for it (the jobs service's filter conditions and text search), newest first, at most
 *    JOB_ALERT_MAIL_MAX_JOBS;
 * 3. records them in job_alert_sent (only the rows it inserted are mailed: a job goes out once per alert),
 *    hands one mail to the mailer, and schedules the next run (instant: the next tick; daily: +1 day;
 *    weekly: +7 days), releasing the lease.
 */

export type AlertRunOptions = {
  /** Alerts claimed per tick (default 50). */
  batchSize?: number
  /** How long a claim holds if the worker dies mid-run (default 5 minutes). */
  leaseMs?: number
}

export type AlertRunSummary = { claimed: number; mailed: number; jobsSent: number }

export const ALERT_TICK_MS = 60_000
const DEFAULT_BATCH = 50
const DEFAULT_LEASE_MS = 5 * 60_000

/** Claims up to `limit` due alerts for this run: the returned rows carry the lease this worker holds. */
export async function claimDueAlerts(db: Db, now: Date, lease: Date, limit: number): Promise<JobAlertRow[]> {
  const due = and(
    eq(jobAlerts.status, 'active'),
    lte(jobAlerts.nextRunAt, now),
    or(isNull(jobAlerts.claimedUntil), lt(jobAlerts.claimedUntil, now)),
  )
  // Picked and locked first, then updated, in one transaction (as the job queue's claimNext does): an
  // `UPDATE … WHERE id IN (SELECT … LIMIT n)` may claim more than n rows when the planner turns it into a join.
  return db.transaction(async (tx) => {
    const picked = await tx
      .select({ id: jobAlerts.id })
      .from(jobAlerts)
      .where(due)
      .orderBy(asc(jobAlerts.nextRunAt))
      .limit(limit)
      .for('update', { skipLocked: true })
    if (picked.length === 0) return []
    return tx
      .update(jobAlerts)
      .set({ claimedUntil: lease })
      .where(
        inArray(
          jobAlerts.id,
          picked.map((row) => row.id),
        ),
      )
      .returning()
  })
}

function salaryText(min: number | null, max: number | null, currency: string | null): string | null {
  if (min === null && max === null) return null
  const format = (n: number) => (n >= 1000 ? `${Math.round(n / 1000)}k` : String(n))
  const range = min !== null && max !== null ? `${format(min)}–${format(max)}` : format((min ?? max)!)
  return currency ? `${currency} ${range}` : range
}

/** Listed jobs matching the alert, posted in (last run, now], never mailed for it; newest first. */
export async function newMatchingJobs(
  db: Db,
  alert: JobAlertRow,
  now: Date,
  limit: number,
): Promise<AlertMailJob[]> {
  const parsed = v.safeParse(JobListQuerySchema, alertQueryToSearchParams(alert.query))
  // A stored query that no longer parses (the search contract changed) matches nothing rather than all.
  if (!parsed.success) return []
  const query = parsed.output
  // A radius replaces the location's text filter in jobFilterConditions (decision 046).
  const radius = await jobRadiusCondition(db, query)
  const conditions = [
    listedJobCondition(now),
    ...jobFilterConditions(query, now),
    ...(radius ? [radius] : []),
    gt(jobs.postedDate, alert.lastRunAt),
    lte(jobs.postedDate, now),
    notExists(
      db
        .select({ one: sql`1` })
        .from(jobAlertSent)
        .where(and(eq(jobAlertSent.alertId, alert.id), eq(jobAlertSent.jobId, jobs.id))),
    ),
  ]
  const tsquery = await parseSearch(db, query.search)
  if (tsquery !== null) conditions.push(sql`${jobs.search} @@ ${tsquery}::tsquery`)
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      companyName: companies.name,
      location: jobs.location,
      isRemote: jobs.isRemote,
      salaryMin: jobs.salaryMin,
      salaryMax: jobs.salaryMax,
      currency: jobs.salaryCurrency,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(...conditions))
    .orderBy(desc(jobs.postedDate), asc(jobs.id))
    .limit(limit)
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    company: companyDisplayName(row.companyName),
    location: row.location,
    isRemote: row.isRemote,
    salary: salaryText(row.salaryMin, row.salaryMax, row.currency),
  }))
}

/** One claimed alert: find, record, mail, reschedule. Returns how many jobs were mailed. */
async function runAlert(ctx: ServiceContext, alert: JobAlertRow, now: Date): Promise<number> {
  const { db } = ctx
  let sent = 0
  let more = false
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, alert.userId))
  if (user?.verifiedAt) {
    // One more than a mail holds tells whether there are more than it lists.
    const found = await newMatchingJobs(db, alert, now, JOB_ALERT_MAIL_MAX_JOBS + 1)
    const listed = found.slice(0, JOB_ALERT_MAIL_MAX_JOBS)
    more = found.length > listed.length
    if (listed.length > 0) {
      const recorded = await db
        .insert(jobAlertSent)
        .values(listed.map((job) => ({ alertId: alert.id, jobId: job.id, sentAt: now })))
        .onConflictDoNothing()
        .returning({ jobId: jobAlertSent.jobId })
      const mine = new Set(recorded.map((row) => row.jobId))
      const toMail = listed.filter((job) => mine.has(job.id))
      if (toMail.length > 0) {
        ctx.mailer.send(
          jobAlertMail(
            ctx.settings.PUBLIC_URL,
            user,
            alert,
            toMail,
            more,
            alertQueryToSearchParams(alert.query),
            unsubscribeToken(ctx.settings.JWT_SECRET, alert.id, alert.unsubscribeSalt),
          ),
        )
        sent = toMail.length
      }
    }
  }
  // Release the lease and schedule the next run (a pause or unsubscribe during the run keeps it paused).
  // When more jobs are waiting than one mail holds, last_run_at stays put: the next run picks them up.
  await db
    .update(jobAlerts)
    .set({
      lastRunAt: more ? alert.lastRunAt : now,
      ...(sent > 0 ? { lastSentAt: now } : {}),
      claimedUntil: null,
      nextRunAt: sql`case when ${jobAlerts.status} = 'active' then ${nextRunAfter(alert.frequency, now).toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(jobAlerts.id, alert.id), eq(jobAlerts.claimedUntil, alert.claimedUntil!)))
  return sent
}

/** One tick: every due alert (in batches), each mailed at most once. */
export async function runDueAlerts(
  ctx: ServiceContext,
  options: AlertRunOptions = {},
): Promise<AlertRunSummary> {
  const summary: AlertRunSummary = { claimed: 0, mailed: 0, jobsSent: 0 }
  const batch = options.batchSize ?? DEFAULT_BATCH
  // One clock reading per tick: an alert rescheduled in this tick (instant: now + 1 s) is not due again in it.
  const now = ctx.now()
  for (;;) {
    const claimed = await claimDueAlerts(
      ctx.db,
      now,
      new Date(now.getTime() + (options.leaseMs ?? DEFAULT_LEASE_MS)),
      batch,
    )
    summary.claimed += claimed.length
    for (const alert of claimed) {
      try {
        const sent = await runAlert(ctx, alert, now)
        summary.jobsSent += sent
        if (sent > 0) summary.mailed += 1
      } catch (error) {
        // The lease expires and a later tick retries; the sent-log keeps it from mailing a job twice.
        ctx.log.error({ err: error, alertId: alert.id }, 'job alert run failed')
      }
    }
    if (claimed.length < batch) return summary
  }
}

export type AlertWorker = { stop(): Promise<void> }

/** Runs `runDueAlerts` every `intervalMs` (never two ticks at once); `stop()` waits for a running tick. */
export function startAlertWorker(
  ctx: ServiceContext,
  intervalMs = ALERT_TICK_MS,
  options: AlertRunOptions = {},
): AlertWorker {
  let running: Promise<void> | null = null
  let stopped = false
  const tick = () => {
    if (running || stopped) return
    running = runDueAlerts(ctx, options)
      .then((summary) => {
        if (summary.mailed > 0) ctx.log.info(summary, 'job alerts mailed')
      })
      .catch((error: unknown) => ctx.log.error({ err: error }, 'job alert tick failed'))
      .finally(() => {
        running = null
      })
  }
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  return {
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
