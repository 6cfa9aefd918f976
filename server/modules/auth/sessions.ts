import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { LoginSuccess, SessionInfo } from '@/api/auth'
import { ErrorCode } from '@/api/errors'
import { accountMemberships, accounts } from '../../db/schema/accounts'
import { refreshTokens, sessions, type SessionRow } from '../../db/schema/sessions'
import { users, type UserRow } from '../../db/schema/users'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import type { AuthContext } from '../../core/auth-context'
import { signAccessToken, verifyAccessToken } from './jwt'
import { keyedHash, randomToken } from './secrets'
import { fullName, roleOf } from './user-records'

export const REFRESH_TTL_MS = { rememberMe: 30 * 24 * 60 * 60_000, session: 24 * 60 * 60_000 }

export type ClientInfo = { userAgent: string | null; ipAddress: string | null }

export type RevokeReason =
  | 'logout'
  | 'logout-all'
  | 'password-change'
  | 'password-reset'
  | 'refresh-reuse'
  | 'revoked-by-user'
  | 'account-deleted'
  | 'suspended'

/** Only this keyed hash of a refresh token is stored (decision 008). */
export const hashRefresh = (ctx: ServiceContext, token: string) =>
  keyedHash(ctx.settings.JWT_SECRET, 'refresh', token)

/** A full sign-in: a new session (refresh family) in the user's last account, and the token pair. */
export async function startSession(
  ctx: ServiceContext,
  user: UserRow,
  rememberMe: boolean,
  client: ClientInfo,
): Promise<LoginSuccess> {
  const now = ctx.now()
  const [session] = await ctx.db
    .insert(sessions)
    .values({
      userId: user.id,
      accountId: await startingAccount(ctx, user),
      rememberMe,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      ipAddress: client.ipAddress,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + (rememberMe ? REFRESH_TTL_MS.rememberMe : REFRESH_TTL_MS.session)),
    })
    .returning()
  if (!session) throw new Error('session insert returned no row')
  return issueTokens(ctx, user, session)
}

/**
 * The account a new session works in: the one the user last switched to, else a company account they own (an
 * employer registers with a personal and a company account in the same instant, and works — buys seats, invites
 * a team — for the company), else the first they joined (their personal one).
 */
async function startingAccount(ctx: ServiceContext, user: UserRow): Promise<string | null> {
  const memberships = await ctx.db
    .select({ accountId: accountMemberships.accountId, kind: accounts.kind, owner: accounts.ownerUserId })
    .from(accountMemberships)
    .innerJoin(accounts, eq(accounts.id, accountMemberships.accountId))
    .where(eq(accountMemberships.userId, user.id))
    .orderBy(accountMemberships.createdAt)
  const last = memberships.find((m) => m.accountId === user.lastAccountId)
  const company = memberships.find((m) => m.kind === 'company' && m.owner === user.id)
  return (last ?? company ?? memberships[0])?.accountId ?? null
}

async function issueTokens(ctx: ServiceContext, user: UserRow, session: SessionRow): Promise<LoginSuccess> {
  const refreshToken = randomToken()
  await ctx.db
    .insert(refreshTokens)
    .values({ sessionId: session.id, tokenHash: hashRefresh(ctx, refreshToken), createdAt: ctx.now() })
  return loginSuccess(ctx, user, session, refreshToken)
}

/** The answer of a sign-in or a refresh: a new access token for the session and the given refresh token. */
export async function loginSuccess(
  ctx: ServiceContext,
  user: UserRow,
  session: Pick<SessionRow, 'id' | 'accountId'>,
  refreshToken: string,
): Promise<LoginSuccess> {
  const { token, expiresAt } = await accessTokenFor(ctx, user, session)
  return {
    user: { id: user.id, email: user.email, name: fullName(user), role: roleOf(user) },
    token,
    expiresAt: expiresAt.toISOString(),
    refreshToken,
  }
}

export function accessTokenFor(
  ctx: ServiceContext,
  user: UserRow,
  session: Pick<SessionRow, 'id' | 'accountId'>,
) {
  return signAccessToken(
    ctx.settings.JWT_SECRET,
    { userId: user.id, role: roleOf(user), accountId: session.accountId, sessionId: session.id },
    ctx.now(),
  )
}

export async function revokeSession(ctx: ServiceContext, sessionId: string, reason: RevokeReason) {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Revokes every live session of the user, except `keepSessionId` when given. Returns how many. */
export async function revokeUserSessions(
  ctx: ServiceContext,
  userId: string,
  reason: RevokeReason,
  keepSessionId?: string,
): Promise<number> {
  const revoked = await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : sql`true`,
      ),
    )
    .returning({ id: sessions.id })
  return revoked.length
}

/** Bearer token → caller, or null. One indexed lookup: a revoked or expired session stops the token at once. */
export async function authenticate(ctx: ServiceContext, bearer: string): Promise<AuthContext | null> {
  const now = ctx.now()
  const claims = await verifyAccessToken(ctx.settings.JWT_SECRET, bearer, now)
  if (!claims) return null
  const [row] = await ctx.db
    .select({
      sessionId: sessions.id,
      accountId: sessions.accountId,
      userId: users.id,
      email: users.email,
      roleCode: users.roleCode,
      emailVerifiedAt: users.emailVerifiedAt,
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
      suspendedAt: users.suspendedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId), gt(sessions.expiresAt, now)),
    )
  if (!row) return null
  if (row.revokedAt) {
    // Seed 1 §8: a session of a deleted account hears ACCOUNT_DELETED, so every open tab signs out.
    if (row.revokedReason === 'account-deleted') throw new AppError(ErrorCode.ACCOUNT_DELETED)
    // Issue 18: a suspended user's open tabs hear why they were signed out (until an admin restores them).
    if (row.revokedReason === 'suspended' && row.suspendedAt) throw new AppError(ErrorCode.ACCOUNT_SUSPENDED)
    return null
  }
  return {
    userId: row.userId,
    email: row.email,
    role: roleOf(row),
    accountId: row.accountId,
    sessionId: row.sessionId,
    isEmailVerified: row.emailVerifiedAt !== null,
  }
}

export async function listSessions(ctx: ServiceContext, auth: AuthContext): Promise<SessionInfo[]> {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.userId, auth.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.now())),
    )
    .orderBy(desc(sessions.lastUsedAt))
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    rememberMe: row.rememberMe,
    current: row.id === auth.sessionId,
  }))
}

/** Revokes one of the caller's own sessions; someone else's id is a 404, like an unknown one. */
export async function revokeOwnSession(ctx: ServiceContext, auth: AuthContext, sessionId: string) {
  const revoked = await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now(), revokedReason: 'revoked-by-user' })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, auth.userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
  if (revoked.length === 0) throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: 'Session not found.' })
}
