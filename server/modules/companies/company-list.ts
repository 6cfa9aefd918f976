import { and, asc, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm'
import { parseCompanySize } from '@/api/companies/company-sizes'
import type { Company } from '@/api/companies/company'
import type { CompanyListQuery } from '@/api/companies/company-list-query'
import { paged, pageWindow, type Paged } from '@/api/pagination'
import type { Db } from '../../db/client'
import { companies, companyDailyViews, companyFollows, type CompanyRow } from '../../db/schema/companies'
import { users } from '../../db/schema/users'
import { countsFor } from './company-counts'
import { toCompany } from './company-dto'
import { listedCondition } from './company-visibility'
import type { ServiceContext } from '../../core/service-context'

/** `%text%` for ILIKE with the caller's own % _ \ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** At most this many search words are used (each must match name, tagline, description or industry). */
const MAX_SEARCH_TERMS = 8

/** The WHERE of GET /api/Companies/public: listed companies, then every given filter (they combine with AND). */
export function publicListWhere(query: Omit<CompanyListQuery, 'page' | 'limit' | 'sort'>): SQL {
  const conditions: SQL[] = [listedCondition()]
  const terms = (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_TERMS)
  for (const term of terms) {
    const pattern = contains(term)
    conditions.push(
      or(
        ilike(companies.name, pattern),
        ilike(companies.tagline, pattern),
        ilike(companies.description, pattern),
        ilike(companies.industry, pattern),
      )!,
    )
  }
  if (query.industry) conditions.push(sql`lower(${companies.industry}) = ${query.industry.toLowerCase()}`)
  if (query.size) {
    // The query schema refuses sizes that are not one of the six; the fallback keeps the filter strict.
    conditions.push(eq(companies.size, parseCompanySize(query.size) ?? query.size))
  }
  if (query.location) conditions.push(ilike(companies.location, contains(query.location)))
  return and(...conditions)!
}

/** Non-demo followers, as a correlated subquery (for sorting by popularity). */
const followerCountSql = sql<number>`(select count(*) from ${companyFollows} inner join ${users} on ${users.id} = ${companyFollows.userId} and not ${users.isDemo} where ${companyFollows.companyId} = ${companies.id})`

/** Every order ends in the id, so pages never overlap or skip rows. */
function orderFor(sort: CompanyListQuery['sort']): SQL[] {
  switch (sort) {
    case 'newest':
      return [sql`coalesce(${companies.publishedAt}, ${companies.createdAt}) desc`, asc(companies.id)]
    case 'popular':
      return [desc(followerCountSql), desc(companies.views), asc(companies.id)]
    case 'name':
      return [sql`lower(${companies.name}) asc`, asc(companies.id)]
  }
}

export async function withCounts(db: Db, rows: readonly CompanyRow[], now: Date): Promise<Company[]> {
  const counts = await countsFor(
    db,
    rows.map((row) => row.id),
    now,
  )
  return rows.map((row) => toCompany(row, counts.get(row.id)))
}

/** GET /api/Companies/public: search, filters, a stable order and page metadata; hidden companies never count. */
export async function listPublicCompanies(
  ctx: ServiceContext,
  query: CompanyListQuery,
): Promise<Paged<Company>> {
  const { db } = ctx
  const now = ctx.now()
  const where = publicListWhere(query)
  const { limit, offset } = pageWindow(query)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(...orderFor(query.sort))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(companies).where(where),
  ])
  return paged(await withCounts(db, rows, now), Number(total?.total ?? 0), query.page, query.limit)
}

/** Trending looks at the last week. */
export const TRENDING_WINDOW_DAYS = 7
/** A recent follow weighs as much as this many recent views. */
export const FOLLOW_WEIGHT = 5

/**
 * GET /api/Companies/trending: listed companies by recent follows (by real people) and recent profile views,
 * then by followers overall, then name and id (stable).
 */
export async function trendingCompanies(ctx: ServiceContext, limit: number): Promise<Company[]> {
  const { db } = ctx
  const now = ctx.now()
  const since = new Date(now.getTime() - TRENDING_WINDOW_DAYS * 24 * 60 * 60_000)
  const sinceDay = since.toISOString().slice(0, 10)
  const recentFollows = db
    .select({ companyId: companyFollows.companyId, follows: count().as('follows') })
    .from(companyFollows)
    .innerJoin(users, and(eq(users.id, companyFollows.userId), eq(users.isDemo, false)))
    .where(gte(companyFollows.createdAt, since))
    .groupBy(companyFollows.companyId)
    .as('recent_follows')
  const recentViews = db
    .select({
      companyId: companyDailyViews.companyId,
      views: sql<number>`sum(${companyDailyViews.views})`.as('recent_views'),
    })
    .from(companyDailyViews)
    .where(gte(companyDailyViews.day, sinceDay))
    .groupBy(companyDailyViews.companyId)
    .as('recent_views_by_company')
  const score = sql`(${FOLLOW_WEIGHT} * coalesce(${recentFollows.follows}, 0) + coalesce(${recentViews.views}, 0))`
  const rows = await db
    .select({ company: companies })
    .from(companies)
    .leftJoin(recentFollows, eq(recentFollows.companyId, companies.id))
    .leftJoin(recentViews, eq(recentViews.companyId, companies.id))
    .where(listedCondition())
    .orderBy(
      sql`${score} desc`,
      desc(followerCountSql),
      desc(companies.views),
      sql`lower(${companies.name}) asc`,
      asc(companies.id),
    )
    .limit(limit)
  return withCounts(
    db,
    rows.map((row) => row.company),
    now,
  )
}
