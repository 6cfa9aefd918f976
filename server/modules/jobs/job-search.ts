import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm'
import { DATE_POSTED_OPTIONS } from '@/api/jobs/job-list-enums'
import { employmentTypesFor, senioritiesFor } from '@/api/jobs/job-enum-mapping'
import type { Job } from '@/api/jobs/job-full'
import type { JobListQuery } from '@/api/jobs/job-search-query'
import type { JobSummary, JobSummaryQuery } from '@/api/jobs/job-summary'
import { paged, pageWindow, type Paged } from '@/api/pagination'
import type { Db } from '../../db/client'
import { companies } from '../../db/schema/companies'
import { jobs } from '../../db/schema/jobs'
import type { Viewer } from '../../core/policy'
import { toJob, toJobSummary, type JobRecord } from './job-dto'
import {
  jobRecordColumns,
  listedJobCondition,
  listedJobConditionByLookup,
  savedJobIds,
  selectJobRecords,
} from './job-records'
import { jobRadiusCondition } from './job-location'
import { loadListing } from './listing-cache'
import { parseListingSearch, type ListingSearch } from './search-query'
import {
  FILTER_TOKEN,
  SALARY_TOKEN_MAX,
  SALARY_TOKEN_STEP,
  employmentToken,
  salaryToken,
  seniorityToken,
  textArray,
} from './search-vector'
import type { ServiceContext } from '../../core/service-context'

/** LIKE pattern for a substring typed by a user: %, _ and \ are literal. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** The filters of GET /api/Job, each an SQL condition (they combine with AND; values within one with OR). */
export function jobFilterConditions(query: JobListQuery, now: Date): SQL[] {
  return [...jobOnlyFilterConditions(query, now), ...companyFilterConditions(query)]
}

/** The filters on the job's own columns. */
function jobOnlyFilterConditions(query: JobListQuery, now: Date): SQL[] {
  const conditions: SQL[] = []
  // With a searchRadius the location is matched by jobRadiusCondition (job-location.ts).
  if (query.location && query.searchRadius === undefined)
    conditions.push(ilike(jobs.location, containing(query.location)))
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
  if (query.datePosted) {
    const since = new Date(now.getTime() - DATE_POSTED_OPTIONS[query.datePosted] * 3_600_000)
    conditions.push(gte(jobs.postedDate, since))
  }
  return conditions
}

/** The filters on the job's company (they need the companies table). */
function companyFilterConditions(query: JobListQuery): SQL[] {
  return query.company ? [sql`lower(btrim(${companies.name})) = ${query.company.toLowerCase()}`] : []
}

/**
 * The filters as filter tokens of the search document (search-vector.ts), as tsquery text: a superset of
 * the SQL filters that lets one GIN lookup intersect the text matches with them. null when none applies.
 */
export function filterTokenQuery(query: JobListQuery): string | null {
  const parts: string[] = []
  const anyOf = (tokens: string[]) =>
    tokens.length === 1 ? `'${tokens[0]}'` : `(${tokens.map((t) => `'${t}'`).join(' | ')})`
  if (query.employmentType) {
    const tokens = query.employmentType.flatMap((type) =>
      type === 'remote' ? [FILTER_TOKEN.remote] : employmentTypesFor(type).map(employmentToken),
    )
    parts.push(anyOf(tokens))
  }
  if (query.experienceLevel) {
    parts.push(anyOf(query.experienceLevel.flatMap((level) => senioritiesFor(level).map(seniorityToken))))
  }
  if (query.isRemote !== undefined)
    parts.push(query.isRemote ? `'${FILTER_TOKEN.remote}'` : `!'${FILTER_TOKEN.remote}'`)
  if (query.salaryMin !== undefined) {
    const step = Math.min(Math.floor(query.salaryMin / SALARY_TOKEN_STEP), SALARY_TOKEN_MAX)
    if (step >= 1) parts.push(`'${salaryToken(step)}'`)
  }
  return parts.length > 0 ? parts.join(' & ') : null
}

/**
 * GET /api/Job: listed jobs only (for everyone, owners included: their other jobs are in GetSummaryItems),
 * full-text search with ranking, the filters, and a stable order: rank, posted date (newest first), id.
 *
 * With a search: one narrow query ranks the matches and counts them (window), then the page's records are
 * read by id. Without: a count, and the page in posted-date order (the listing index).
 */
export async function searchJobs(
  ctx: ServiceContext,
  query: JobListQuery,
  viewer: Viewer,
): Promise<Paged<Job>> {
  const { db } = ctx
  const now = ctx.now()
  const { total, records } = await loadListing(JSON.stringify(query), () => findListed(db, query, now))
  const saved = await savedJobIds(
    db,
    viewer,
    records.map((record) => record.id),
  )
  const items = records.map((record) => toJob(record, now, { viewer, saved: saved.has(record.id) }))
  return paged(items, total, query.page, query.limit)
}

type Found = { total: number; records: JobRecord[] }

/** The listed jobs of one page of a query, and how many there are in all (uncached). */
async function findListed(db: Db, query: JobListQuery, now: Date): Promise<Found> {
  const radius = await jobRadiusCondition(db, query)
  // A radius replaces the location's text tokens in the GIN lookup.
  const textLocation = query.searchRadius === undefined ? query.location : undefined
  const search = await parseListingSearch(db, query.search, textLocation)
  if (search !== null) return findBySearch(db, query, search, now, radius)
  const { limit, offset } = pageWindow(query)
  const conditions = [listedJobCondition(now), ...jobFilterConditions(query, now)]
  if (radius) conditions.push(radius)
  const total = await countListed(db, conditions)
  const records =
    offset < total
      ? await selectJobRecords(db)
          .where(and(...conditions))
          .orderBy(sql`${jobs.postedDate} desc nulls last`, asc(jobs.id))
          .limit(limit)
          .offset(offset)
      : []
  return { total, records }
}

/**
 * A text search in one statement: the matches are ranked and counted over jobs alone (narrow: no wide
 * column is read for the thousands of matches), then only the page's rows are joined to their records.
 * The company check is a lookup (listedJobConditionByLookup), so the plan does not hinge on the planner's
 * guess of how many jobs match. The GIN lookup intersects the text (prefixes expanded) with the filters'
 * tokens; the SQL conditions decide.
 */
async function findBySearch(
  db: Db,
  query: JobListQuery,
  search: ListingSearch,
  now: Date,
  radius: SQL | null,
): Promise<Found> {
  const { limit, offset } = pageWindow(query)
  const tokens = [search.match, filterTokenQuery(query), search.locationTokens].filter(
    (part) => part !== null,
  )
  const where = and(
    listedJobConditionByLookup(now, companyFilterConditions(query)),
    ...jobOnlyFilterConditions(query, now),
    radius ?? undefined,
    sql`${jobs.search} @@ (${sql.join(
      tokens.map((part) => sql`${part}::tsquery`),
      sql` && `,
    )})`,
  )
  const rank = sql<number>`ts_rank(${jobs.searchRank}, ${search.rank}::tsquery)`
  const ranked = db.$with('ranked').as(
    db
      .select({
        id: jobs.id,
        postedDate: jobs.postedDate,
        rank: rank.as('rank'),
        total: sql<number>`count(*) over ()`.as('total'),
      })
      .from(jobs)
      .where(where)
      // By the output column: the expression once per match, not again for the sort.
      .orderBy(sql`"rank" desc`, sql`${jobs.postedDate} desc nulls last`, asc(jobs.id))
      .limit(limit)
      .offset(offset),
  )
  const rows = await db
    .with(ranked)
    .select({ record: jobRecordColumns, total: ranked.total })
    .from(ranked)
    .innerJoin(jobs, eq(jobs.id, ranked.id))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .orderBy(desc(ranked.rank), sql`${ranked.postedDate} desc nulls last`, asc(ranked.id))
  // Beyond the last page there is no row to carry the total: count apart.
  const total = rows[0] ? Number(rows[0].total) : offset > 0 ? await countJobs(db, where) : 0
  return { total, records: rows.map((row) => row.record) }
}

async function countJobs(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(jobs).where(where)
  return Number(row?.total ?? 0)
}

async function countListed(db: Db, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(...conditions))
  return Number(row?.total ?? 0)
}

/**
 * GET /api/Job/GetSummaryItems: the caller's own jobs and their current account's, every status (not
 * deleted), most recently changed first, with their counters.
 */
export async function jobSummaries(
  ctx: ServiceContext,
  viewer: NonNullable<Viewer>,
  query: JobSummaryQuery,
): Promise<Paged<JobSummary>> {
  const { db } = ctx
  const now = ctx.now()
  const mine = viewer.accountId
    ? or(eq(jobs.createdBy, viewer.userId), eq(jobs.accountId, viewer.accountId))!
    : eq(jobs.createdBy, viewer.userId)
  const where = and(
    mine,
    sql`${jobs.deletedAt} is null`,
    query.status ? eq(jobs.status, query.status) : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const [totalRow] = await db.select({ total: count() }).from(jobs).where(where)
  const total = Number(totalRow?.total ?? 0)
  const records =
    offset < total
      ? await selectJobRecords(db)
          .where(where)
          .orderBy(desc(jobs.updatedAt), asc(jobs.id))
          .limit(limit)
          .offset(offset)
      : []
  return paged(
    records.map((record) => toJobSummary(record, now)),
    total,
    query.page,
    query.limit,
  )
}
