import type { Context, MiddlewareHandler } from 'hono'
import { ErrorCode } from '@/api/errors'
import type { AppEnv } from './app-env'
import { AppError } from './app-error'
import { consumeRateLimit, type RateLimitRule } from './rate-limit-store'

/** One counter of the bucket store: its key and the limit it is held to. */
export type RateLimitBucket = { key: string; rule: RateLimitRule }

/**
 * Counts one hit in every bucket — all of them, every time, so being over one never spares another — and
 * when any is over its limit answers 429 RATE_LIMIT_EXCEEDED with `Retry-After` and the details
 * { limit, used, remaining: 0, retryAfterSeconds } of the first bucket over (the client shows them).
 */
export async function enforceRateLimit(c: Context<AppEnv>, buckets: readonly RateLimitBucket[]) {
  const { db, now } = c.var.deps
  const current = now()
  const results = await Promise.all(buckets.map(({ key, rule }) => consumeRateLimit(db, key, rule, current)))
  const blocked = results.find((result) => !result.allowed)
  if (!blocked) return
  const retryAfterSeconds = Math.max(1, Math.ceil((blocked.resetAt.getTime() - current.getTime()) / 1000))
  c.header('Retry-After', String(retryAfterSeconds))
  throw new AppError(ErrorCode.RATE_LIMIT_EXCEEDED, {
    details: { limit: blocked.limit, used: blocked.used, remaining: 0, retryAfterSeconds },
  })
}

export type RateLimitOptions = {
  /**
   * Whom one bucket counts: the client address (forms anyone may send), or the signed-in user (after
   * requireAuth; an office shares one address).
   */
  per: 'address' | 'user'
  /** The limit, or how to read it from the request's settings. */
  rule: RateLimitRule | ((c: Context<AppEnv>) => RateLimitRule)
}

/**
 * A fixed-window limit on a route, answered as enforceRateLimit does. The bucket key is
 * `<scope>:<client address>` per address and `<scope>:user:<user id>` per user.
 */
export function rateLimit(scope: string, options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const rule = typeof options.rule === 'function' ? options.rule(c) : options.rule
    const who = options.per === 'user' ? `user:${c.var.auth.userId}` : c.var.deps.clientAddress(c)
    await enforceRateLimit(c, [{ key: `${scope}:${who}`, rule }])
    await next()
  }
}
