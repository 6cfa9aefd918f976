import { and, eq, isNull } from 'drizzle-orm'
import type { LoginSuccess } from '@/api/auth'
import { ErrorCode } from '@/api/errors'
import { refreshTokens, sessions, type SessionRow } from '../../db/schema/sessions'
import { users, type UserRow } from '../../db/schema/users'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import { keyedHash } from './secrets'
import { hashRefresh, loginSuccess, REFRESH_TTL_MS, revokeSession } from './sessions'

/**
 * How long a spent refresh token still answers with its successor (decision 008, "Concurrent refreshes").
 * It covers duplicates of one refresh: tabs of a browser without Web Locks, a page reloaded while its
 * refresh was in flight, and a refresh whose answer was lost — the client sends that one again at most
 * 30 s (request timeout) + 30 s (pause after a failed refresh) + 1 s (tick) after the first; the rest
 * is margin for latency and for the clocks of different server processes.
 */
export const REFRESH_GRACE_MS = 90_000

/**
 * The successor of a refresh token is derived from it with a server-side key rather than drawn at random,
 * so every request presenting the same token computes the same successor and nothing recoverable is stored.
 * Without JWT_SECRET it is as unguessable as a random token; the key differs from the one that hashes
 * stored tokens, so a stored hash is never someone's token.
 */
const successorOf = (ctx: ServiceContext, token: string) =>
  keyedHash(ctx.settings.JWT_SECRET, 'refresh-successor', token)

const invalidRefresh = () =>
  new AppError(ErrorCode.AUTHENTICATION_ERROR, { message: 'Your session has expired. Please sign in again.' })

/**
 * Rotation with reuse detection. A refresh token works once: the first request to present it marks it
 * used and receives its successor. Presented again within REFRESH_GRACE_MS of that, while the successor
 * is still unused, it is a duplicate of the same refresh and receives the same successor. Presented at
 * any other time, two parties hold it (one of them stole it), so the whole family (session) is revoked.
 */
export async function refreshSession(ctx: ServiceContext, presented: string): Promise<LoginSuccess> {
  const now = ctx.now()
  const [found] = await ctx.db
    .select({ token: refreshTokens, session: sessions, user: users })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, hashRefresh(ctx, presented)))
  if (!found) throw invalidRefresh()
  const { token, session, user } = found
  if (session.revokedReason === 'account-deleted') throw new AppError(ErrorCode.ACCOUNT_DELETED)
  // Issue 18: a suspended user's refresh fails with the reason, so the client signs out and can say why.
  if (user.suspendedAt) throw new AppError(ErrorCode.ACCOUNT_SUSPENDED)
  if (session.revokedAt || session.expiresAt <= now) throw invalidRefresh()
  const successor = successorOf(ctx, presented)

  if (!token.usedAt && (await claim(ctx, token.id, now))) return rotate(ctx, user, session, successor)

  const spentAt = token.usedAt ?? (await spentAtOf(ctx, token.id))
  const withinGrace = spentAt !== null && now.getTime() - spentAt.getTime() <= REFRESH_GRACE_MS
  if (withinGrace && (await isLiveSuccessor(ctx, session.id, successor))) {
    ctx.log.info({ userId: user.id, sessionId: session.id }, 'duplicate refresh within the grace window')
    return loginSuccess(ctx, user, session, successor)
  }
  await revokeSession(ctx, session.id, 'refresh-reuse')
  ctx.log.warn({ userId: user.id, sessionId: session.id }, 'refresh token reused; session family revoked')
  throw invalidRefresh()
}

/**
 * The family (session) a presented refresh token belongs to, spent or not, for the per-family rate limit; null
 * for a token that was never issued.
 */
export async function refreshFamily(ctx: ServiceContext, presented: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefresh(ctx, presented)))
  return row?.sessionId ?? null
}

/** Marking the token used is the atomic step: of concurrent requests exactly one gets the row back. */
async function claim(ctx: ServiceContext, tokenId: string, now: Date): Promise<boolean> {
  const claimed = await ctx.db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id })
  return claimed.length > 0
}

async function spentAtOf(ctx: ServiceContext, tokenId: string): Promise<Date | null> {
  const [row] = await ctx.db
    .select({ usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, tokenId))
  return row?.usedAt ?? null
}

/**
 * Stores the successor unless it is there already. Idempotent, so a duplicate that overtakes the winner's
 * insert (or follows a winner that failed after its claim) stores the very same row.
 */
async function storeSuccessor(ctx: ServiceContext, sessionId: string, successor: string) {
  await ctx.db
    .insert(refreshTokens)
    .values({ sessionId, tokenHash: hashRefresh(ctx, successor), createdAt: ctx.now() })
    .onConflictDoNothing({ target: refreshTokens.tokenHash })
}

/** A duplicate may have the successor only while nobody has used it: after that the chain has moved on. */
async function isLiveSuccessor(ctx: ServiceContext, sessionId: string, successor: string): Promise<boolean> {
  await storeSuccessor(ctx, sessionId, successor)
  const [row] = await ctx.db
    .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefresh(ctx, successor)))
  return row !== undefined && row.sessionId === sessionId && row.usedAt === null
}

/** The winner's path: the successor is stored and the session's sliding lifetime starts again. */
async function rotate(
  ctx: ServiceContext,
  user: UserRow,
  session: SessionRow,
  successor: string,
): Promise<LoginSuccess> {
  await storeSuccessor(ctx, session.id, successor)
  const now = ctx.now()
  const lifetime = session.rememberMe ? REFRESH_TTL_MS.rememberMe : REFRESH_TTL_MS.session
  const [updated] = await ctx.db
    .update(sessions)
    .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + lifetime) })
    .where(eq(sessions.id, session.id))
    .returning()
  return loginSuccess(ctx, user, updated ?? session, successor)
}
