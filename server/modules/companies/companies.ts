// Finding a company, who may see it, and its profile as a viewer sees it (writes: company-edit.ts, onboarding and
// publishing: company-onboarding.ts).
import { and, asc, eq, sql } from 'drizzle-orm'
import type { CompanyProfile } from '@/api/companies/company-profile'
import { ErrorCode } from '@/api/errors'
import type { Db } from '../../db/client'
import { accountMemberships } from '../../db/schema/accounts'
import { companies, companyDailyViews, companyFollows, type CompanyRow } from '../../db/schema/companies'
import { users } from '../../db/schema/users'
import { AppError } from '../../core/app-error'
import { isUuid } from '../../core/uuid'
import { fullName } from '../auth/user-records'
import type { Viewer } from '../../core/policy'
import { countsFor } from './company-counts'
import { onboardingTasksOf, toCompany, toProfileData } from './company-dto'
import { canSeeTeam, companyCan, companyRelation, isCompanyOwner, type CompanyAction } from './company-policy'
import { resourceOf } from './company-visibility'
import type { ServiceContext } from '../../core/service-context'

/** By id (a UUID) or by slug; undefined when there is none. Never lets a non-UUID reach the uuid column. */
export async function findCompany(db: Db, idOrSlug: string): Promise<CompanyRow | undefined> {
  const key = idOrSlug.trim()
  if (!key) return undefined
  const [row] = await db
    .select()
    .from(companies)
    .where(isUuid(key) ? eq(companies.id, key) : eq(companies.slug, key.toLowerCase()))
  return row
}

export async function findCompanyBySlug(db: Db, slug: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.slug, slug.trim().toLowerCase()))
  return row
}

export const companyNotFound = () =>
  new AppError(ErrorCode.NOT_FOUND_ERROR, { message: 'Company not found.' })

/**
 * The company if the viewer may see it, else 404 (a hidden company's existence does not leak); then 403
 * unless the viewer may also do `action`.
 */
export async function loadCompanyFor(
  db: Db,
  viewer: Viewer,
  idOrSlug: string,
  action: CompanyAction = 'view',
  forbiddenMessage?: string,
): Promise<CompanyRow> {
  const row = await findCompany(db, idOrSlug)
  if (!row || !companyCan(viewer, 'view', resourceOf(row))) throw companyNotFound()
  if (action !== 'view' && !companyCan(viewer, action, resourceOf(row))) {
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, forbiddenMessage ? { message: forbiddenMessage } : {})
  }
  return row
}

export async function isFollowing(db: Db, userId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: companyFollows.userId })
    .from(companyFollows)
    .where(and(eq(companyFollows.userId, userId), eq(companyFollows.companyId, companyId)))
  return row !== undefined
}

async function teamOf(db: Db, row: CompanyRow) {
  const members = row.accountId
    ? await db
        .select({ user: users, role: accountMemberships.role })
        .from(accountMemberships)
        .innerJoin(users, eq(users.id, accountMemberships.userId))
        .where(and(eq(accountMemberships.accountId, row.accountId), eq(users.isDemo, false)))
        .orderBy(asc(accountMemberships.createdAt))
    : await db
        .select({ user: users, role: sql<string>`'Admin'` })
        .from(users)
        .where(eq(users.id, row.ownerUserId))
  return members.map(({ user, role }) => ({
    userId: user.id,
    slug: user.slug,
    name: fullName(user),
    avatar: user.avatar,
    headline: user.headline,
    role,
  }))
}

/** The full profile as `viewer` sees it (flags, team only for insiders). */
export async function profileFor(
  db: Db,
  viewer: Viewer,
  row: CompanyRow,
  now: Date,
): Promise<CompanyProfile> {
  const resource = resourceOf(row)
  const [counts, following, team] = await Promise.all([
    countsFor(db, [row.id], now),
    viewer ? isFollowing(db, viewer.userId, row.id) : Promise.resolve(false),
    canSeeTeam(viewer, resource) ? teamOf(db, row) : Promise.resolve([]),
  ])
  return {
    ...toCompany(row, counts.get(row.id)),
    data: toProfileData(row),
    onboardingTasks: onboardingTasksOf(row),
    teamMembers: team,
    canEdit: companyCan(viewer, 'editProfile', resource),
    canManage: companyCan(viewer, 'manageTeam', resource),
    isOwner: isCompanyOwner(viewer, resource),
    isFollowing: following,
    isAuthenticated: viewer !== null,
  }
}

/** One profile view: the total on the row and today's counter (trending). */
export async function recordView(db: Db, companyId: string, now: Date): Promise<void> {
  const day = now.toISOString().slice(0, 10)
  await db
    .update(companies)
    .set({ views: sql`${companies.views} + 1` })
    .where(eq(companies.id, companyId))
  await db
    .insert(companyDailyViews)
    .values({ companyId, day, views: 1 })
    .onConflictDoUpdate({
      target: [companyDailyViews.companyId, companyDailyViews.day],
      set: { views: sql`${companyDailyViews.views} + 1` },
    })
}

/**
 * GET /api/Companies/{id} and /slug/{slug}. A view is recorded unless the viewer is the owner or works in
 * the company's account.
 */
export async function getCompanyProfile(
  ctx: ServiceContext,
  viewer: Viewer,
  row: CompanyRow,
): Promise<CompanyProfile> {
  const relation = companyRelation(viewer, resourceOf(row))
  const insider =
    (viewer !== null && viewer.userId === row.ownerUserId) ||
    relation === 'owner' ||
    relation === 'account-owner' ||
    relation === 'account-recruiter' ||
    relation === 'account-member'
  if (!insider) {
    await recordView(ctx.db, row.id, ctx.now())
    row = { ...row, views: row.views + 1 }
  }
  return profileFor(ctx.db, viewer, row, ctx.now())
}
