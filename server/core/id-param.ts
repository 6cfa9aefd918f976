import type { MiddlewareHandler } from 'hono'
import { ErrorCode } from '@/api/errors'
import { isUuid } from './uuid'
import type { AppEnv } from './app-env'
import { AppError } from './app-error'

/**
 * For a path param that names a row by its uuid: anything that is not a uuid names nothing, so it is a
 * 404 NOT_FOUND_ERROR with the resource's own message (decision 003) — the same answer as a well-formed id
 * that matches no row, and it never reaches a uuid column (PostgreSQL would refuse it).
 */
export function uuidParam(name: string, notFoundMessage: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isUuid(c.req.param(name) ?? '')) {
      throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: notFoundMessage })
    }
    await next()
  }
}
