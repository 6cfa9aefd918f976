import { sql, type SQL } from 'drizzle-orm'
import { AI_ENGINE_METRIC_PREFIX } from '@/api/product-metrics/product-metrics'
import { parseRole, Role } from '@/api/roles'
import type { Db } from '../../db/client'
import type { ServiceContext } from '../../core/service-context'
import { addDays, dayStart, eachDay } from './metric-days'
import { billingByDay } from './billing-metrics'

/** Figures of some days: metric key → day → value. Days a query found nothing for are filled with 0 later. */
export type DayFigures = Map<string, Map<string, number>>

const SIGNUP_KEY: Record<Role, string> = {
  [Role.JobSeeker]: 'signups.job_seeker',
  [Role.Recruiter]: 'signups.recruiter',
  [Role.Employer]: 'signups.employer',
  [Role.Affiliate]: 'signups.affiliate',
  [Role.Admin]: 'signups.admin',
  [Role.SuperAdmin]: 'signups.admin',
}

function add(figures: DayFigures, key: string, day: string, value: number) {
  let days = figures.get(key)
  if (!days) figures.set(key, (days = new Map()))
  days.set(day, (days.get(day) ?? 0) + value)
}

type DayCount = { day: string; value: number }

/** Both drivers (PGlite, node-postgres) answer execute() with a result carrying `rows`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** `select <utc day>, count(*) … group by 1` over [from, to]; the column is a timestamptz. */
async function countPerDay(
  db: Db,
  table: SQL,
  column: SQL,
  from: string,
  to: string,
  where: SQL = sql`true`,
) {
  const result = await rowsOf<{ day: string; value: string | number }>(
    db,
    sql`
    select to_char((${column} at time zone 'UTC')::date, 'YYYY-MM-DD') as day, count(*) as value
    from ${table}
    where ${column} >= ${dayStart(from)} and ${column} < ${dayStart(addDays(to, 1))} and ${where}
    group by 1`,
  )
  return result.map((row): DayCount => ({ day: row.day, value: Number(row.value) }))
}

async function tableExists(db: Db, name: string): Promise<boolean> {
  const result = await rowsOf<{ found: string | null }>(db, sql`select to_regclass(${name})::text as found`)
  return Boolean(result[0]?.found)
}

async function signups(db: Db, figures: DayFigures, from: string, to: string) {
  const result = await rowsOf<{ day: string; role_code: number; value: string | number }>(
    db,
    sql`
    select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, role_code, count(*) as value
    from users
    where created_at >= ${dayStart(from)} and created_at < ${dayStart(addDays(to, 1))}
    group by 1, 2`,
  )
  for (const row of result) {
    add(figures, SIGNUP_KEY[parseRole(Number(row.role_code))], row.day, Number(row.value))
    add(figures, 'signups.total', row.day, Number(row.value))
  }
}

/**
 * Active users: a user is active on a day they signed in (a session began) or their app renewed its access
 * token (a refresh token was issued — an open app does this every ~10 minutes, decision 008). Both are kept,
 * so past days can be recomputed; weekly and monthly are the distinct users of the 7 and 30 days ending then.
 */
async function activeUsers(db: Db, figures: DayFigures, from: string, to: string) {
  const lo = dayStart(addDays(from, -29))
  const hi = dayStart(addDays(to, 1))
  const result = await rowsOf<{ day: string; daily: string; weekly: string; monthly: string }>(
    db,
    sql`
    with activity as (
      select s.user_id, (s.created_at at time zone 'UTC')::date as day
      from sessions s where s.created_at >= ${lo} and s.created_at < ${hi}
      union
      select s.user_id, (r.created_at at time zone 'UTC')::date as day
      from refresh_tokens r join sessions s on s.id = r.session_id
      where r.created_at >= ${lo} and r.created_at < ${hi}
    ), days as (
      select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') as d
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
      (select count(distinct a.user_id) from activity a where a.day = days.day) as daily,
      (select count(distinct a.user_id) from activity a where a.day between days.day - 6 and days.day) as weekly,
      (select count(distinct a.user_id) from activity a where a.day between days.day - 29 and days.day) as monthly
    from days`,
  )
  for (const row of result) {
    add(figures, 'active.daily', row.day, Number(row.daily))
    add(figures, 'active.weekly', row.day, Number(row.weekly))
    add(figures, 'active.monthly', row.day, Number(row.monthly))
  }
}

async function simpleCounts(db: Db, figures: DayFigures, from: string, to: string) {
  const counts: [string, SQL, SQL, SQL?][] = [
    ['resumes.created', sql`resumes`, sql`created_at`],
    // MP4 and WebM files (seed 2 §3 meta types 1 and 2): uploads and generated videos, not links.
    ['videos.created', sql`resume_media`, sql`created_at`, sql`meta_type in (1, 2)`],
    ['jobs.posted', sql`jobs`, sql`posted_date`],
    // 'hired' is final (src/api/jobs/job-statuses.ts): the status change is the job's last update.
    ['jobs.filled', sql`jobs`, sql`updated_at`, sql`status = 'hired'`],
    ['applications.created', sql`applications`, sql`created_at`],
  ]
  for (const [key, table, column, where] of counts) {
    for (const row of await countPerDay(db, table, column, from, to, where))
      add(figures, key, row.day, row.value)
  }
  // Every stage an application entered (application_events; the first, 'applied', is the application itself).
  const stages = await rowsOf<{ day: string; stage: string; value: string | number }>(
    db,
    sql`
    select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, stage, count(*) as value
    from application_events
    where stage <> 'applied' and created_at >= ${dayStart(from)} and created_at < ${dayStart(addDays(to, 1))}
    group by 1, 2`,
  )
  for (const row of stages) add(figures, `applications.${row.stage}`, row.day, Number(row.value))
}

async function aiRequests(db: Db, figures: DayFigures, from: string, to: string) {
  const result = await rowsOf<{ day: string; engine: string; requests: string | number }>(
    db,
    sql`
    select to_char(day, 'YYYY-MM-DD') as day, engine, requests from ai_request_days
    where day between ${from}::date and ${to}::date`,
  )
  for (const row of result) {
    add(figures, `${AI_ENGINE_METRIC_PREFIX}${row.engine}`, row.day, Number(row.requests))
    add(figures, 'ai.requests.total', row.day, Number(row.requests))
  }
}

/**
 * Affiliates (issue 18, built beside this): sign-ups that came through a referral, and paid conversions — a
 * commission on a referred user's paid invoice that was not reversed. Read only once their tables exist.
 */
async function affiliates(db: Db, figures: DayFigures, from: string, to: string) {
  if (await tableExists(db, 'affiliate_referrals')) {
    for (const row of await countPerDay(db, sql`affiliate_referrals`, sql`created_at`, from, to))
      add(figures, 'affiliates.referrals', row.day, row.value)
  }
  if (await tableExists(db, 'affiliate_commissions')) {
    const converted = sql`invoice_id is not null and reverses_commission_id is null and status <> 'reversed'`
    for (const row of await countPerDay(db, sql`affiliate_commissions`, sql`earned_at`, from, to, converted))
      add(figures, 'affiliates.conversions', row.day, row.value)
  }
}

/** Every figure of the days from `from` to `to` (UTC, both included), straight from the product's tables. */
export async function computeFigures(ctx: ServiceContext, from: string, to: string): Promise<DayFigures> {
  const figures: DayFigures = new Map()
  await signups(ctx.db, figures, from, to)
  await activeUsers(ctx.db, figures, from, to)
  await simpleCounts(ctx.db, figures, from, to)
  await aiRequests(ctx.db, figures, from, to)
  for (const [key, days] of await billingByDay(ctx.db, eachDay(from, to))) {
    for (const [day, value] of days) add(figures, key, day, value)
  }
  await affiliates(ctx.db, figures, from, to).catch((error: unknown) =>
    ctx.log.warn({ err: error }, 'affiliate figures could not be read'),
  )
  return figures
}
