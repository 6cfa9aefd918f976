import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ErrorCode } from '@/api/errors'
import type { AppEnv } from './app-env'
import { AppError } from './app-error'
import { fail } from './envelope'

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

/** app.onError: expected errors become their envelope; anything else is logged and answered as a bare 500. */
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
  // The stack and message stay in the log (with the request id); the client only gets the catalogue text.
  const log = c.get('log') ?? c.get('deps')?.logger
  log?.error({ err: error, path: c.req.path, method: c.req.method }, 'unhandled error')
  return fail(c, ErrorCode.INTERNAL_ERROR)
}
