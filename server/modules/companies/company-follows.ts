import { and, desc, eq } from 'drizzle-orm'
import type { Company } from '@/api/companies/company'
import type { FollowResult } from '@/api/companies/company-follow'
import { ErrorCode } from '@/api/errors'
import type { Db } from '../../db/client'
import { companies, companyFollows } from '../../db/schema/companies'
import { AppError } from '../../core/app-error'
import { isUuid } from '../../core/uuid'
import type { Viewer } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import { findCompany, isFollowing, loadCompanyFor } from './companies'
import { followerCounts } from './company-counts'
import { withCounts } from './company-list'
import { viewableCondition } from './company-visibility'

/** The most followed companies one person gets back from /me/followed. */
export const MAX_FOLLOWED = 500

async function followersOf(db: Db, companyId: string) {
  return (await followerCounts(db, [companyId])).get(companyId) ?? 0
}

/**
 * POST /api/Companies/{id}/follow: sets the state "following" (calling it twice is the same as once). Only
 * a company the caller may see and does not own or work for (following is tracking, allowed only on items
 * not owned).
 */
export async function followCompany(
  ctx: ServiceContext,
  viewer: NonNullable<Viewer>,
  idOrSlug: string,
): Promise<FollowResult> {
  const { db } = ctx
  const row = await loadCompanyFor(db, viewer, idOrSlug, 'follow', 'You cannot follow your own company.')
  await db
    .insert(companyFollows)
    .values({ userId: viewer.userId, companyId: row.id, createdAt: ctx.now() })
    .onConflictDoNothing()
  return { companyId: row.id, isFollowing: true, followersCount: await followersOf(db, row.id) }
}

/**
 * DELETE /api/Companies/{id}/follow: sets the state "not following". Idempotent, and it also succeeds for a
 * company that has since been hidden or deleted (a queued offline unfollow must not fail for that); only an
 * unknown slug is a 404.
 */
export async function unfollowCompany(
  db: Db,
  viewer: NonNullable<Viewer>,
  idOrSlug: string,
): Promise<FollowResult> {
  const key = idOrSlug.trim()
  const row = await findCompany(db, key)
  if (!row && !isUuid(key)) throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: 'Company not found.' })
  const companyId = row?.id ?? key.toLowerCase()
  await db
    .delete(companyFollows)
    .where(and(eq(companyFollows.userId, viewer.userId), eq(companyFollows.companyId, companyId)))
  return { companyId, isFollowing: false, followersCount: row ? await followersOf(db, companyId) : 0 }
}

/** GET /api/Companies/{id}/following-status: false for anyone signed out, any bad id, and on any error. */
export async function followingStatus(db: Db, viewer: Viewer, idOrSlug: string): Promise<boolean> {
  if (!viewer) return false
  try {
    const row = await findCompany(db, idOrSlug)
    return row ? await isFollowing(db, viewer.userId, row.id) : false
  } catch {
    return false
  }
}

/**
 * GET /api/Companies/me/followed: the caller's followed companies in full (readable offline), newest follow
 * first. A company that became private or a draft since is left out.
 */
export async function followedCompanies(
  ctx: ServiceContext,
  viewer: NonNullable<Viewer>,
): Promise<Company[]> {
  const { db } = ctx
  const now = ctx.now()
  const rows = await db
    .select({ company: companies })
    .from(companyFollows)
    .innerJoin(companies, eq(companies.id, companyFollows.companyId))
    .where(and(eq(companyFollows.userId, viewer.userId), viewableCondition(viewer)))
    .orderBy(desc(companyFollows.createdAt), desc(companies.id))
    .limit(MAX_FOLLOWED)
  return withCounts(
    db,
    rows.map((row) => row.company),
    now,
  )
}
