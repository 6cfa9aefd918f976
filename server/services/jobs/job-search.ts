import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm'
import {
  DATE_POSTED_OPTIONS,
  employmentTypesFor,
  senioritiesFor,
  type Job,
  type JobListQuery,
  type JobSummary,
  type JobSummaryQuery,
} from '@/api/jobs'
import { paged, pageWindow, type Paged } from '@/api/pagination'
import type { Db } from '../../db/client'
import { companies } from '../../db/schema/companies'
import { jobs } from '../../db/schema/jobs'
import type { Viewer } from '../policy'
import { toJob, toJobSummary } from './job-dto'
import { listedJobCondition, savedJobIds, selectJobRecords } from './job-records'
import { parseSearch } from './search-vector'

/** LIKE pattern for a substring typed by a user: %, _ and \ are literal. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`

/** The filters of GET /api/Job, each an SQL condition (they combine with AND; values within one with OR). */
export function jobFilterConditions(query: JobListQuery, now: Date): SQL[] {
  const conditions: SQL[] = []
  if (query.location) conditions.push(ilike(jobs.location, containing(query.location)))
  if (query.skills) conditions.push(sql`${jobs.skillKeys} @> ${textArray(query.skills)}`)
  if (query.employmentType) {
    const kinds = query.employmentType.flatMap((type) => employmentTypesFor(type))
    const anyOf: SQL[] = []
    if (kinds.length > 0) anyOf.push(sql`${jobs.employmentTypes} && ${textArray(kinds)}`)
    if (query.employmentType.includes('remote')) anyOf.push(sql`${jobs.isRemote}`)
    conditions.push(or(...anyOf)!)
  }
  if (query.experienceLevel) {
    const levels = query.experienceLevel.flatMap((level) => senioritiesFor(level))
    conditions.push(sql`${jobs.seniority} && ${textArray(levels)}`)
  }
  // Salary ranges overlap, in yearly amounts; a job without a salary never matches a salary filter.
  if (query.salaryMin !== undefined) {
    conditions.push(gte(sql`coalesce(${jobs.salaryMaxYearly}, ${jobs.salaryMinYearly})`, query.salaryMin))
  }
  if (query.salaryMax !== undefined) {
    conditions.push(lte(sql`coalesce(${jobs.salaryMinYearly}, ${jobs.salaryMaxYearly})`, query.salaryMax))
  }
  if (query.isRemote !== undefined) conditions.push(eq(jobs.isRemote, query.isRemote))
  if (query.companyId) conditions.push(eq(jobs.companyId, query.companyId))
  if (query.company) conditions.push(sql`lower(btrim(${companies.name})) = ${query.company.toLowerCase()}`)
  if (query.datePosted) {
    const since = new Date(now.getTime() - DATE_POSTED_OPTIONS[query.datePosted] * 3_600_000)
    conditions.push(gte(jobs.postedDate, since))
  }
  return conditions
}

/**
 * GET /api/Job: listed jobs only (for everyone, owners included: their other jobs are in GetSummaryItems),
 * full-text search with ranking, the filters, and a stable order: rank, posted date (newest first), id.
 */
export async function searchJobs(db: Db, query: JobListQuery, viewer: Viewer, now: Date): Promise<Paged<Job>> {
  const tsquery = await parseSearch(db, query.search)
  const conditions = [listedJobCondition(now), ...jobFilterConditions(query, now)]
  const q = tsquery === null ? null : sql`${tsquery}::tsquery`
  if (q) conditions.push(sql`${jobs.search} @@ ${q}`)
  const where = and(...conditions)
  const { limit, offset } = pageWindow(query)
  const order: SQL[] = [sql`${jobs.postedDate} desc nulls last`, asc(jobs.id)]
  if (q) order.unshift(desc(sql`ts_rank(${jobs.search}, ${q})`))

  const [totalRow] = await db
    .select({ total: count() })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(where)
  const total = Number(totalRow?.total ?? 0)
  const records =
    offset < total
      ? await selectJobRecords(db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      : []
  const saved = await savedJobIds(
    db,
    viewer,
    records.map((record) => record.id),
  )
  const items = records.map((record) => toJob(record, now, { viewer, saved: saved.has(record.id) }))
  return paged(items, total, query.page, query.limit)
}

/**
 * GET /api/Job/GetSummaryItems: the caller's own jobs and their current account's, every status (not
 * deleted), most recently changed first, with their counters.
 */
export async function jobSummaries(
  db: Db,
  viewer: NonNullable<Viewer>,
  query: JobSummaryQuery,
  now: Date,
): Promise<Paged<JobSummary>> {
  const mine = viewer.accountId
    ? or(eq(jobs.createdBy, viewer.userId), eq(jobs.accountId, viewer.accountId))!
    : eq(jobs.createdBy, viewer.userId)
  const where = and(mine, sql`${jobs.deletedAt} is null`, query.status ? eq(jobs.status, query.status) : undefined)
  const { limit, offset } = pageWindow(query)
  const [totalRow] = await db.select({ total: count() }).from(jobs).where(where)
  const total = Number(totalRow?.total ?? 0)
  const records =
    offset < total
      ? await selectJobRecords(db).where(where).orderBy(desc(jobs.updatedAt), asc(jobs.id)).limit(limit).offset(offset)
      : []
  return paged(
    records.map((record) => toJobSummary(record, now)),
    total,
    query.page,
    query.limit,
  )
}
