import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ErrorCode } from '@/api/errors'
import type { AppEnv } from '../core/app-env'
import { AppError } from '../core/app-error'
import { carriesQueryParams, databaseRefusal, driverErrorOf, driverErrorSummary } from './database-errors'
import { fail } from '../core/envelope'
import { framesOf } from './log-error'

/** Hono's own exceptions (bad headers, body limit, …) keep their 4xx status under our nearest code. */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ErrorCode.VALIDATION_ERROR,
  401: ErrorCode.AUTHENTICATION_ERROR,
  403: ErrorCode.AUTHORIZATION_ERROR,
  404: ErrorCode.NOT_FOUND_ERROR,
  405: ErrorCode.METHOD_NOT_ALLOWED,
  409: ErrorCode.CONFLICT_ERROR,
  413: ErrorCode.VALIDATION_ERROR,
  415: ErrorCode.VALIDATION_ERROR,
  429: ErrorCode.RATE_LIMIT_EXCEEDED,
}

/**
 * app.onError: expected errors become their envelope; a database refusal of the input (issue 11: SQLSTATE
 * 22xxx, 23xxx…, see database-errors.ts) becomes its 4xx; anything else is logged and answered as a bare 500
 * whose body is the catalogue text only.
 */
export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) {
    return fail(c, error.code, {
      message: error.message,
      details: error.details,
      status: error.status as ContentfulStatusCode,
    })
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = CODE_BY_STATUS[error.status] ?? ErrorCode.VALIDATION_ERROR
    return fail(c, code, { status: error.status })
  }
  const log = c.get('log') ?? c.get('deps')?.logger
  const where = { path: c.req.path, method: c.req.method }
  const driver = driverErrorOf(error)
  const refusal = databaseRefusal(error)
  if (driver && refusal) {
    // Validation should have caught it: worth a warning, but it is the input's fault, not a failure.
    log?.warn({ code: driver.code, ...where, db: driverErrorSummary(driver) }, 'database refused the input')
    return fail(c, refusal.code, { message: refusal.message })
  }
  if (driver || carriesQueryParams(error)) {
    // Never the error itself: drizzle's message and `params` (and PGlite's) hold the query's values.
    const db = driver ? driverErrorSummary(driver) : undefined
    log?.error({ code: driver?.code, ...where, db, stack: framesOf(error.stack) }, 'unhandled database error')
    return fail(c, ErrorCode.INTERNAL_ERROR)
  }
  // The stack and message stay in the log (with the request id); the client only gets the catalogue text.
  log?.error({ err: error, ...where }, 'unhandled error')
  return fail(c, ErrorCode.INTERNAL_ERROR)
}
