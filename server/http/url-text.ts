import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../core/app-env'
import { findForbiddenText, forbiddenTextError, hasForbiddenText } from '../core/forbidden-text'

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    // Not valid percent-encoding (a lone surrogate's bytes, '%ff'): routes see it as it is, plain ASCII.
    return segment
  }
}

/**
 * The text rule of forbidden-text.ts for the URL, before routing: a path segment (every path param —
 * `/api/Users/%00`, `/api/Companies/%00/follow`) or a query key or value (`?location=%00`) holding a NUL or a
 * lone surrogate is a VALIDATION_ERROR, whichever route would have read it and however (validateQuery, a
 * param, a raw `c.req.query()`).
 */
export const rejectForbiddenUrlText: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (hasForbiddenText(c.req.path) || c.req.path.split('/').some((s) => hasForbiddenText(decodeSegment(s)))) {
    throw forbiddenTextError('path')
  }
  const queryPath = findForbiddenText(c.req.queries(), 'query')
  if (queryPath !== null) throw forbiddenTextError(queryPath.replace(/\.\d+$/, ''))
  await next()
}
