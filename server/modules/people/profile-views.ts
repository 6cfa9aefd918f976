import { and, desc, eq, gte, isNotNull, max, sql } from 'drizzle-orm'
import {
  RECENT_VIEWERS_MAX,
  PROFILE_VIEW_WINDOW_DAYS,
  recruiterAt,
  type ProfileViewResult,
  type ProfileViewsSummary,
} from '@/api/people/person-follows'
import { Role } from '@/api/roles'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import { profileViews } from '../../db/schema/person-follows'
import { users } from '../../db/schema/users'
import { fullName, roleOf } from '../auth/user-records'
import { blockedEitherWayIds } from './connection-records'
import { loadPersonFor } from './person-read'
import { profileViewCount, viewDay, windowStart } from './profile-view-records'

/** Viewers shown as "A recruiter at {company}" rather than by name (decision 047). */
const HIRING_ROLES: ReadonlySet<string> = new Set([Role.Recruiter, Role.Employer])

/**
 * POST /api/People/{id}/view: the profile page says a signed-in person opened it. Counted once per viewer per
 * UTC day (a repeat only moves the time); never the owner's own visits; never across a block (the person
 * answers as missing then, like every people call).
 */
export async function recordProfileView(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  idOrSlug: string,
): Promise<ProfileViewResult> {
  const { row } = await loadPersonFor(ctx.db, viewer, idOrSlug)
  if (row.id === viewer.userId) return { userId: row.id, counted: false }
  const now = ctx.now()
  const inserted = await ctx.db
    .insert(profileViews)
    .values({ viewedId: row.id, viewerId: viewer.userId, day: viewDay(now), viewedAt: now })
    .onConflictDoUpdate({
      target: [profileViews.viewedId, profileViews.viewerId, profileViews.day],
      set: { viewedAt: now },
    })
    // xmax = 0 only on a freshly inserted row: tells a first view today from a repeat.
    .returning({ fresh: sql<boolean>`(xmax = 0)` })
  return { userId: row.id, counted: inserted[0]?.fresh === true }
}

/**
 * GET /api/People/me/profile-views: the caller's count for the last 30 days and their most recent viewers
 * (one line each, newest first), never anyone across a block; recruiters and employers anonymised.
 */
export async function myProfileViews(
  ctx: ServiceContext,
  viewer: SignedInViewer,
): Promise<ProfileViewsSummary> {
  const now = ctx.now()
  const lastViewed = max(profileViews.viewedAt)
  const [count, rows] = await Promise.all([
    profileViewCount(ctx.db, viewer.userId, now),
    ctx.db
      .select({ user: users, lastViewedAt: lastViewed })
      .from(profileViews)
      .innerJoin(users, eq(users.id, profileViews.viewerId))
      .where(
        and(
          eq(profileViews.viewedId, viewer.userId),
          gte(profileViews.viewedAt, windowStart(now)),
          isNotNull(users.emailVerifiedAt),
          sql`${users.id} not in (${blockedEitherWayIds(viewer.userId)})`,
        ),
      )
      .groupBy(users.id)
      .orderBy(desc(lastViewed), desc(users.id))
      .limit(RECENT_VIEWERS_MAX),
  ])
  return {
    count,
    days: PROFILE_VIEW_WINDOW_DAYS,
    viewers: rows.map(({ user, lastViewedAt }) => {
      const at = (lastViewedAt ? new Date(lastViewedAt) : now).toISOString()
      if (HIRING_ROLES.has(roleOf(user)))
        return {
          id: null,
          slug: null,
          name: recruiterAt(user.currentCompany),
          avatar: null,
          headline: null,
          lastViewedAt: at,
        }
      return {
        id: user.id,
        slug: user.slug,
        name: fullName(user),
        avatar: user.avatar,
        headline: user.headline,
        lastViewedAt: at,
      }
    }),
  }
}
