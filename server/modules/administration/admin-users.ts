import { and, count, desc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import type {
  AdminUserDetail,
  AdminUserList,
  AdminUserSearchQuery,
  AdminUserSummary,
} from '@/api/administration/admin-users'
import { ADMIN_USER_TEXTS } from '@/api/administration/admin-users'
import { ErrorCode } from '@/api/errors'
import { paged, pageWindow } from '@/api/pagination'
import { AppError } from '../../core/app-error'
import { isUuid } from '../../core/uuid'
import type { Db } from '../../db/client'
import { accountMemberships, accounts } from '../../db/schema/accounts'
import { userReports } from '../../db/schema/connections'
import { sessions } from '../../db/schema/sessions'
import { users, type UserRow } from '../../db/schema/users'
import { containing } from '../people/accent-fold'
import { roleOf } from '../auth/user-records'

export const userNotFound = () =>
  new AppError(ErrorCode.NOT_FOUND_ERROR, { message: ADMIN_USER_TEXTS.notFound })

export function toAdminUserSummary(row: UserRow): AdminUserSummary {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: roleOf(row),
    emailVerified: row.emailVerifiedAt !== null,
    twoFactorMethod: row.twoFactorMethod,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Email, first name, last name or "first last", each matched anywhere, case-insensitively. */
function searchCondition(q: string): SQL | undefined {
  if (q === '') return undefined
  const pattern = containing(q)
  return or(
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
  )
}

/** GET /api/admin/users: newest accounts first. */
export async function searchUsers(db: Db, query: AdminUserSearchQuery): Promise<AdminUserList> {
  const where = searchCondition(query.q)
  const { limit, offset } = pageWindow(query)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ])
  return paged(rows.map(toAdminUserSummary), total?.n ?? 0, query.page, query.limit)
}

export async function loadUser(db: Db, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw userNotFound()
  const [row] = await db.select().from(users).where(eq(users.id, id))
  if (!row) throw userNotFound()
  return row
}

/** GET /api/admin/users/{id}: the account, its live sessions, memberships and the reports against it. */
export async function getAdminUser(db: Db, id: string, now: Date): Promise<AdminUserDetail> {
  const row = await loadUser(db, id)
  const live = and(eq(sessions.userId, row.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now))
  const [[sessionStats], lastSession, memberships, [reports]] = await Promise.all([
    db.select({ n: count() }).from(sessions).where(live),
    db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(eq(sessions.userId, row.id))
      .orderBy(desc(sessions.createdAt))
      .limit(1),
    db
      .select({ id: accounts.id, name: accounts.name, role: accountMemberships.role })
      .from(accountMemberships)
      .innerJoin(accounts, eq(accounts.id, accountMemberships.accountId))
      .where(eq(accountMemberships.userId, row.id))
      .orderBy(accountMemberships.createdAt),
    db.select({ n: count() }).from(userReports).where(eq(userReports.reportedId, row.id)),
  ])
  return {
    ...toAdminUserSummary(row),
    slug: row.slug,
    isPremium: row.isPremium,
    onboardingComplete: row.onboardingComplete,
    activeSessions: sessionStats?.n ?? 0,
    lastSignInAt: lastSession[0]?.createdAt.toISOString() ?? null,
    accounts: memberships,
    reportsAgainst: reports?.n ?? 0,
  }
}
