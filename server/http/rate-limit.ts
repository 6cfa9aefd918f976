import type { MiddlewareHandler } from 'hono'
import { ErrorCode } from '@/api/errors'
import { consumeRateLimit, type RateLimitRule } from '../core/rate-limit'
import type { AppEnv } from '../core/app-env'
import { AppError } from '../core/app-error'

/**
 * Per-client fixed-window limit on a route. Over the limit: 429 RATE_LIMIT_EXCEEDED with `Retry-After`
 * and details { limit, used, remaining, retryAfterSeconds } (seed 1 §8 reads used/limit/remaining).
 */
export function rateLimit(scope: string, rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { db, clientAddress, now } = c.var.deps
    const current = now()
    const result = await consumeRateLimit(db, `${scope}:${clientAddress(c)}`, rule, current)
    if (!result.allowed) {
      const retryAfterSeconds = Math.max(1, Math.ceil((result.resetAt.getTime() - current.getTime()) / 1000))
      c.header('Retry-After', String(retryAfterSeconds))
      throw new AppError(ErrorCode.RATE_LIMIT_EXCEEDED, {
        details: { limit: result.limit, used: result.used, remaining: 0, retryAfterSeconds },
      })
    }
    await next()
  }
}
