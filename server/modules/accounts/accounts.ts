import { and, eq } from 'drizzle-orm'
import type { AvailableAccount } from '@/api/accounts'
import { ErrorCode } from '@/api/errors'
import type { Db } from '../../db/client'
import { accountMemberships, accounts } from '../../db/schema/accounts'
import { sessions } from '../../db/schema/sessions'
import { users } from '../../db/schema/users'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import type { AuthContext } from '../../core/auth-context'
import { accessTokenFor } from '../auth/sessions'
import { findUserById } from '../auth/user-records'

/** GET /api/account/available: the caller's memberships, personal account first. */
export async function availableAccounts(ctx: ServiceContext, auth: AuthContext): Promise<AvailableAccount[]> {
  const rows = await ctx.db
    .select({ account: accounts, role: accountMemberships.role })
    .from(accountMemberships)
    .innerJoin(accounts, eq(accounts.id, accountMemberships.accountId))
    .where(eq(accountMemberships.userId, auth.userId))
    .orderBy(accountMemberships.createdAt)
  return rows
    .map(({ account, role }) => ({
      id: account.id,
      name: account.name,
      role,
      logoUrl: account.logoUrl,
      kind: account.kind === 'company' ? ('company' as const) : ('personal' as const),
      isActive: account.id === auth.accountId,
    }))
    .sort((a, b) => Number(a.kind === 'company') - Number(b.kind === 'company'))
}

/** The caller's role in an account, or null when they are not a member. */
export async function membershipRole(db: Db, userId: string, accountId: string) {
  const [row] = await db
    .select({ role: accountMemberships.role })
    .from(accountMemberships)
    .where(and(eq(accountMemberships.userId, userId), eq(accountMemberships.accountId, accountId)))
  return row?.role ?? null
}

/**
 * POST /api/account/switch: only to an account the caller belongs to. The session remembers it (so
 * refreshes keep it), the user's next sign-in starts there, and a fresh access token carries it.
 */
export async function switchAccount(ctx: ServiceContext, auth: AuthContext, accountId: string) {
  if ((await membershipRole(ctx.db, auth.userId, accountId)) === null) {
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, { message: 'You are not a member of this account.' })
  }
  await ctx.db.update(sessions).set({ accountId }).where(eq(sessions.id, auth.sessionId))
  await ctx.db.update(users).set({ lastAccountId: accountId }).where(eq(users.id, auth.userId))
  const user = await findUserById(ctx.db, auth.userId)
  if (!user) throw new AppError(ErrorCode.AUTHENTICATION_ERROR)
  const { token, expiresAt } = await accessTokenFor(ctx, user, { id: auth.sessionId, accountId })
  return { accountId, token, expiresAt: expiresAt.toISOString() }
}
