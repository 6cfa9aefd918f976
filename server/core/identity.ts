import type { Context, MiddlewareHandler } from 'hono'
import { ErrorCode } from '@/api/errors'
import { authenticate } from '../modules/auth/sessions'
import type { ClientInfo } from '../modules/auth/sessions'
import type { AuthLimitScope } from '../modules/auth/limits'
import type { IdentityContext } from './service-context'
import { consumeRateLimit } from './rate-limit'
import type { AppEnv } from './app-env'
import { AppError } from './app-error'

/** The identity services' context from the request (no Hono types below the routes). */
export function identityContext(c: Context<AppEnv>): IdentityContext {
  const { db, env, mailer, now } = c.var.deps
  return { db, env, mailer, now, log: c.var.log }
}

export function clientInfo(c: Context<AppEnv>): ClientInfo {
  const address = c.var.deps.clientAddress(c)
  return { userAgent: c.req.header('user-agent') ?? null, ipAddress: address === 'unknown' ? null : address }
}

const BEARER = /^Bearer\s+(\S+)$/i

/**
 * Parses the bearer access token and checks its session is live (one indexed lookup), then sets
 * `c.var.auth`. Unverified users pass: routes that need a verified address add requireVerified.
 */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1]
  const auth = token ? await authenticate(identityContext(c), token) : null
  if (!auth) throw new AppError(ErrorCode.AUTHENTICATION_ERROR)
  c.set('auth', auth)
  await next()
}

/** After requireAuth: 400 ACCOUNT_UNVERIFIED until the address is confirmed. */
export const requireVerified: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.auth.isEmailVerified) throw new AppError(ErrorCode.ACCOUNT_UNVERIFIED)
  await next()
}

/**
 * Counts one attempt against both keys of an auth action — the client address (not spoofable, see
 * client-address.ts) and the account it targets — and answers 429 when either is over its limit.
 * Both are counted every time, so rotating addresses does not help against one account, nor the reverse.
 */
export async function enforceAuthLimit(c: Context<AppEnv>, scope: AuthLimitScope, accountKey: string) {
  const { db, clientAddress, now, authLimits } = c.var.deps
  const limits = authLimits[scope]
  const current = now()
  const results = await Promise.all([
    consumeRateLimit(db, `auth:${scope}:ip:${clientAddress(c)}`, limits.address, current),
    consumeRateLimit(db, `auth:${scope}:account:${accountKey.toLowerCase()}`, limits.account, current),
  ])
  const blocked = results.find((result) => !result.allowed)
  if (!blocked) return
  const retryAfterSeconds = Math.max(1, Math.ceil((blocked.resetAt.getTime() - current.getTime()) / 1000))
  c.header('Retry-After', String(retryAfterSeconds))
  throw new AppError(ErrorCode.RATE_LIMIT_EXCEEDED, {
    details: { limit: blocked.limit, used: blocked.used, remaining: 0, retryAfterSeconds },
  })
}
