import type { RouterRoute } from 'hono/types'
import { COMPOSED_HANDLER } from 'hono/utils/constants'
import type * as v from 'valibot'
import { handlerDoc } from './handler-docs'
import type { HttpMethod } from './openapi-types'
import type { RouteMeta } from './route-meta'

/** One method on one path, with everything its handlers tell about it. */
export type CollectedRoute = {
  method: HttpMethod
  /** The OpenAPI form: `/api/Job/{id}`. */
  path: string
  pathParams: string[]
  meta: RouteMeta | undefined
  json: v.GenericSchema | undefined
  query: v.GenericSchema | undefined
}

/** A route with its describeRoute meta and the operationId the document gives it. */
export type DescribedRoute = CollectedRoute & { meta: RouteMeta; operationId: string }

const METHODS = new Set<string>(['get', 'put', 'post', 'delete', 'patch', 'head', 'options'])
const WRITES = new Set<string>(['post', 'put', 'patch', 'delete'])

/** Writes take an Idempotency-Key (decision 011). */
export const isWrite = (method: HttpMethod) => WRITES.has(method)
const PARAM = /:([A-Za-z_][\w]*)(\{[^}]*\})?\??/g

/** Under /api and a real route: catch-alls and `use()` middleware carry a `*`. */
export const isApiRoute = (route: Pick<RouterRoute, 'method' | 'path'>) =>
  (route.path === '/api' || route.path.startsWith('/api/')) &&
  !route.path.includes('*') &&
  METHODS.has(route.method.toLowerCase())

/** `/api/Job/:id` → `/api/Job/{id}` (a `:id{regex}` constraint is dropped). */
export const openApiPath = (honoPath: string) => honoPath.replace(PARAM, (_m, name: string) => `{${name}}`)

/** A sub-app with its own onError wraps each handler; the original is kept under COMPOSED_HANDLER. */
const unwrap = (handler: object): object =>
  (handler as Record<string, object | undefined>)[COMPOSED_HANDLER] ?? handler

/**
 * Groups `app.routes` (one entry per handler, in mount order) by method and path, and reads what each
 * handler documents: describeRoute's meta, validateJson's body schema, validateQuery's query schema.
 */
export function collectRoutes(routes: readonly RouterRoute[]): CollectedRoute[] {
  const byKey = new Map<string, CollectedRoute>()
  for (const route of routes) {
    if (!isApiRoute(route)) continue
    const method = route.method.toLowerCase() as HttpMethod
    const path = openApiPath(route.path)
    const key = `${method} ${path}`
    let collected = byKey.get(key)
    if (!collected) {
      const pathParams = [...route.path.matchAll(PARAM)].map((match) => match[1] as string)
      collected = { method, path, pathParams, meta: undefined, json: undefined, query: undefined }
      byKey.set(key, collected)
    }
    const doc = handlerDoc(unwrap(route.handler))
    if (doc?.kind === 'describe') collected.meta ??= doc.meta
    else if (doc?.kind === 'input') collected[doc.target] ??= doc.schema
  }
  return [...byKey.values()]
}
