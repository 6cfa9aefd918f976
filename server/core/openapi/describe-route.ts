import type { MiddlewareHandler } from 'hono'
import { documentHandler } from './handler-docs'
import type { RouteMeta } from './route-meta'

/**
 * The route's entry in the generated reference (GET /api/docs): put it first in the route's handlers. It
 * does nothing at request time; the generator finds it in `app.routes`. Every /api route needs one — the
 * reference test fails for a route without it.
 */
export function describeRoute(meta: RouteMeta): MiddlewareHandler {
  const describe: MiddlewareHandler = async (_c, next) => {
    await next()
  }
  return documentHandler(describe, { kind: 'describe', meta })
}
