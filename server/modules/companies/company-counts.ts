import { and, count, eq, inArray } from 'drizzle-orm'
import type { CompanyStats } from '@/api/companies/company'
import type { Db } from '../../db/client'
import { companyFollows, type CompanyRow } from '../../db/schema/companies'
import { users } from '../../db/schema/users'
import type { CompanyCounts } from './company-dto'
import { companyJobCounts } from './company-jobs'
import type { ServiceContext } from '../../core/service-context'

/** Followers who count: demo people are hidden from discovery, so never counted either. */
export async function followerCounts(db: Db, companyIds: readonly string[]): Promise<Map<string, number>> {
  const result = new Map<string, number>()
  if (companyIds.length === 0) return result
  const rows = await db
    .select({ companyId: companyFollows.companyId, followers: count() })
    .from(companyFollows)
    .innerJoin(users, and(eq(users.id, companyFollows.userId), eq(users.isDemo, false)))
    .where(inArray(companyFollows.companyId, [...companyIds]))
    .groupBy(companyFollows.companyId)
  for (const row of rows) result.set(row.companyId, Number(row.followers))
  return result
}

/** Followers, jobs and active jobs per company, in three grouped queries for a whole page. */
export async function countsFor(
  db: Db,
  companyIds: readonly string[],
  now: Date,
): Promise<Map<string, CompanyCounts>> {
  const [followers, jobs] = await Promise.all([
    followerCounts(db, companyIds),
    companyJobCounts(db, companyIds, now),
  ])
  return new Map(
    companyIds.map((id) => [
      id,
      {
        followers: followers.get(id) ?? 0,
        jobCount: jobs.get(id)?.jobCount ?? 0,
        activeJobCount: jobs.get(id)?.activeJobCount ?? 0,
      },
    ]),
  )
}

/** GET /api/Companies/{id}/stats (the caller may see the company): the same numbers as on the company. */
export async function companyStats(ctx: ServiceContext, company: CompanyRow): Promise<CompanyStats> {
  const counts = (await countsFor(ctx.db, [company.id], ctx.now())).get(company.id)
  return {
    jobsCount: counts?.jobCount ?? 0,
    followersCount: counts?.followers ?? 0,
    activeJobsCount: counts?.activeJobCount ?? 0,
  }
}
