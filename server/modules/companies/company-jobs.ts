import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { Job } from '@/api/jobs/job-full'
import { paged, pageWindow, type Paged, type PageQuery } from '@/api/pagination'
import type { Db } from '../../db/client'
import { companies, type CompanyRow } from '../../db/schema/companies'
import { jobs } from '../../db/schema/jobs'
import { toJob } from '../jobs/job-dto'
import { listedJobCondition, savedJobIds, selectJobRecords } from '../jobs/job-records'
import type { Viewer } from '../../core/policy'
import { companyCan } from './company-policy'
import { resourceOf } from './company-visibility'
import type { ServiceContext } from '../../core/service-context'

/**
 * The company's jobs, read from the jobs engineer's table with their record helpers (one definition of a
 * listed job: `listedJobCondition`).
 *
 * - jobCount: jobs published publicly at some point and not deleted (active, paused, closed, hired; not
 *   drafts, not private ones): the company's public hiring history.
 * - activeJobCount: listed jobs (active, public, unexpired, of a listed company): what others can open.
 */
export type JobCounts = { jobCount: number; activeJobCount: number }

const postedPublicly = sql`${jobs.isPublic} and ${jobs.status} <> 'draft' and ${jobs.deletedAt} is null`

export async function companyJobCounts(
  db: Db,
  companyIds: readonly string[],
  now: Date,
): Promise<Map<string, JobCounts>> {
  const result = new Map<string, JobCounts>()
  if (companyIds.length === 0) return result
  const rows = await db
    .select({
      companyId: jobs.companyId,
      jobCount: sql<number>`count(*) filter (where ${postedPublicly})`.mapWith(Number),
      activeJobCount: sql<number>`count(*) filter (where ${listedJobCondition(now)})`.mapWith(Number),
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(inArray(jobs.companyId, [...companyIds]), isNull(jobs.deletedAt)))
    .groupBy(jobs.companyId)
  for (const row of rows)
    result.set(row.companyId, { jobCount: row.jobCount, activeJobCount: row.activeJobCount })
  return result
}

/**
 * GET /api/Companies/{id}/jobs (page 1, limit 20 by default): others see the listed jobs; the owner and the
 * company's account (who may edit the company) see every job that is not deleted, drafts included. Newest
 * posting first, then id (stable).
 */
export async function companyJobsPage(
  ctx: ServiceContext,
  viewer: Viewer,
  company: CompanyRow,
  query: PageQuery,
): Promise<Paged<Job>> {
  const { db } = ctx
  const now = ctx.now()
  const insider = companyCan(viewer, 'editProfile', resourceOf(company))
  const where: SQL = and(
    eq(jobs.companyId, company.id),
    insider ? isNull(jobs.deletedAt) : listedJobCondition(now),
  )!
  const { limit, offset } = pageWindow(query)
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
          .orderBy(sql`${jobs.postedDate} desc nulls first`, sql`${jobs.createdAt} desc`, asc(jobs.id))
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
