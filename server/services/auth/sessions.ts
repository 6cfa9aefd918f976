import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { LoginSuccess, SessionInfo } from '@/api/auth'
import { ErrorCode } from '@/api/errors'
import type { Role } from '@/api/roles'
import { accountMemberships } from '../../db/schema/accounts'
import { refreshTokens, sessions, type SessionRow } from '../../db/schema/sessions'
import { users, type UserRow } from '../../db/schema/users'
import { AppError } from '../../http/app-error'
import type { IdentityContext } from '../identity-context'
import { signAccessToken, verifyAccessToken } from './jwt'
import { keyedHash, randomToken } from './secrets'
import { fullName, roleOf } from './user-records'

export const REFRESH_TTL_MS = { rememberMe: 30 * 24 * 60 * 60_000, session: 24 * 60 * 60_000 }

/** Who is calling, read from the session row and the user row on every authenticated request. */
export type AuthContext = {
  userId: string
  email: string
  role: Role
  accountId: string | null
  sessionId: string
  isEmailVerified: boolean
}

export type ClientInfo = { userAgent: string | null; ipAddress: string | null }

export type RevokeReason =
  'logout' | 'logout-all' | 'password-change' | 'password-reset' | 'refresh-reuse' | 'revoked-by-user'

const hashRefresh = (ctx: IdentityContext, token: string) => keyedHash(ctx.env.JWT_SECRET, 'refresh', token)

/** A full sign-in: a new session (refresh family) in the user's last account, and the token pair. */
export async function startSession(
  ctx: IdentityContext,
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

async function startingAccount(ctx: IdentityContext, user: UserRow): Promise<string | null> {
  const memberships = await ctx.db
    .select({ accountId: accountMemberships.accountId })
    .from(accountMemberships)
    .where(eq(accountMemberships.userId, user.id))
    .orderBy(accountMemberships.createdAt)
  const last = memberships.find((m) => m.accountId === user.lastAccountId)
  return (last ?? memberships[0])?.accountId ?? null
}

async function issueTokens(ctx: IdentityContext, user: UserRow, session: SessionRow): Promise<LoginSuccess> {
  const refreshToken = randomToken()
  await ctx.db
    .insert(refreshTokens)
    .values({ sessionId: session.id, tokenHash: hashRefresh(ctx, refreshToken), createdAt: ctx.now() })
  const { token, expiresAt } = await accessTokenFor(ctx, user, session)
  return {
    user: { id: user.id, email: user.email, name: fullName(user), role: roleOf(user) },
    token,
    expiresAt: expiresAt.toISOString(),
    refreshToken,
  }
}

export function accessTokenFor(
  ctx: IdentityContext,
  user: UserRow,
  session: Pick<SessionRow, 'id' | 'accountId'>,
) {
  return signAccessToken(
    ctx.env.JWT_SECRET,
    { userId: user.id, role: roleOf(user), accountId: session.accountId, sessionId: session.id },
    ctx.now(),
  )
}

const invalidRefresh = () =>
  new AppError(ErrorCode.AUTHENTICATION_ERROR, { message: 'Your session has expired. Please sign in again.' })

/**
 * Rotation with reuse detection: each refresh token works once. Presenting one that was already used
 * means two parties hold it (one of them stole it), so the whole family (session) is revoked.
 */
export async function refreshSession(ctx: IdentityContext, presented: string): Promise<LoginSuccess> {
  const now = ctx.now()
  const [found] = await ctx.db
    .select({ token: refreshTokens, session: sessions, user: users })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, hashRefresh(ctx, presented)))
  if (!found) throw invalidRefresh()
  const { token, session, user } = found
  if (session.revokedAt || session.expiresAt <= now) throw invalidRefresh()
  // Marking it used is the atomic step: of two concurrent uses only one gets the row back.
  const claimed = await ctx.db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id })
  if (claimed.length === 0) {
    await revokeSession(ctx, session.id, 'refresh-reuse')
    ctx.log.warn({ userId: user.id, sessionId: session.id }, 'refresh token reused; session family revoked')
    throw invalidRefresh()
  }
  const lifetime = session.rememberMe ? REFRESH_TTL_MS.rememberMe : REFRESH_TTL_MS.session
  const [updated] = await ctx.db
    .update(sessions)
    .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + lifetime) })
    .where(eq(sessions.id, session.id))
    .returning()
  return issueTokens(ctx, user, updated ?? session)
}

export async function revokeSession(ctx: IdentityContext, sessionId: string, reason: RevokeReason) {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Revokes every live session of the user, except `keepSessionId` when given. Returns how many. */
export async function revokeUserSessions(
  ctx: IdentityContext,
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
export async function authenticate(ctx: IdentityContext, bearer: string): Promise<AuthContext | null> {
  const now = ctx.now()
  const claims = await verifyAccessToken(ctx.env.JWT_SECRET, bearer, now)
  if (!claims) return null
  const [row] = await ctx.db
    .select({
      sessionId: sessions.id,
      accountId: sessions.accountId,
      userId: users.id,
      email: users.email,
      roleCode: users.roleCode,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
  if (!row) return null
  return {
    userId: row.userId,
    email: row.email,
    role: roleOf(row),
    accountId: row.accountId,
    sessionId: row.sessionId,
    isEmailVerified: row.emailVerifiedAt !== null,
  }
}

export async function listSessions(ctx: IdentityContext, auth: AuthContext): Promise<SessionInfo[]> {
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
export async function revokeOwnSession(ctx: IdentityContext, auth: AuthContext, sessionId: string) {
  const revoked = await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now(), revokedReason: 'revoked-by-user' })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, auth.userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
  if (revoked.length === 0) throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: 'Session not found.' })
}
