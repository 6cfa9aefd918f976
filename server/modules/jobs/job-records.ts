import { and, eq, getTableColumns, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import type { Db } from '../../db/client'
import { companies } from '../../db/schema/companies'
import { jobSaves, jobs } from '../../db/schema/jobs'
import { AppError } from '../../core/app-error'
import { isUuid } from '../../core/uuid'
import { listedCondition } from '../companies/company-visibility'
import type { Viewer } from '../../core/policy'
import type { JobRecord } from './job-dto'

const { search: _search, searchRank: _searchRank, ...jobColumns } = getTableColumns(jobs)

/** The columns of a JobRecord: every job column but the search vector, plus the company's display fields. */
export const jobRecordColumns = {
  ...jobColumns,
  companyName: companies.name,
  companySlug: companies.slug,
  companyLogo: companies.logo,
  companyListed: sql<boolean>`(${listedCondition()})`.mapWith(Boolean),
}

/** jobs ⋈ companies, selecting JobRecords. */
export const selectJobRecords = (db: Db) =>
  db.select(jobRecordColumns).from(jobs).innerJoin(companies, eq(companies.id, jobs.companyId))

/**
 * The public listing rule as SQL (needs the companies join): active, public, not deleted (the partial
 * index's predicate, written literally so the planner can use it), unexpired, and a listed company.
 */
export function listedJobCondition(now: Date): SQL {
  return and(
    sql`${jobs.status} = 'active' and ${jobs.isPublic} and ${jobs.deletedAt} is null`,
    isNull(jobs.hiddenAt),
    or(isNull(jobs.expiryDate), gt(jobs.expiryDate, now)),
    listedCondition(),
  )!
}

/**
 * listedJobCondition without the companies join, for queries over jobs alone: the company must be among the
 * listed ones (and meet `companyConditions`, e.g. the company-name filter). Written as `(… in (select …)) is
 * true` so the planner keeps it a hashed subplan: the companies are checked once per query and each job is
 * one hash probe. As a join, a text search whose row estimate is tiny (its filter tokens are correlated) is
 * planned as a nested loop that re-checks every company for every matching job (≈ 200 ms at 2,000 matches).
 */
export function listedJobConditionByLookup(now: Date, companyConditions: readonly SQL[] = []): SQL {
  return and(
    sql`${jobs.status} = 'active' and ${jobs.isPublic} and ${jobs.deletedAt} is null`,
    isNull(jobs.hiddenAt),
    or(isNull(jobs.expiryDate), gt(jobs.expiryDate, now)),
    sql`(${jobs.companyId} in (select ${companies.id} from ${companies} where ${and(listedCondition(), ...companyConditions)})) is true`,
  )!
}

/** One job that is not deleted, by id or slug; undefined when there is none. */
export async function findJob(
  db: Db,
  key: { id: string } | { slug: string },
): Promise<JobRecord | undefined> {
  const match = 'id' in key ? (isUuid(key.id) ? eq(jobs.id, key.id) : undefined) : eq(jobs.slug, key.slug)
  if (!match) return undefined
  const [record] = await selectJobRecords(db).where(and(match, isNull(jobs.deletedAt)))
  return record
}

export const jobNotFound = () =>
  new AppError(ErrorCode.NOT_FOUND_ERROR, { message: 'This job does not exist or is no longer available.' })

/** The ids among `jobIds` the viewer has saved. */
export async function savedJobIds(db: Db, viewer: Viewer, jobIds: readonly string[]): Promise<Set<string>> {
  if (!viewer || jobIds.length === 0) return new Set()
  const rows = await db
    .select({ jobId: jobSaves.jobId })
    .from(jobSaves)
    .where(and(eq(jobSaves.userId, viewer.userId), inArray(jobSaves.jobId, [...jobIds])))
  return new Set(rows.map((row) => row.jobId))
}
