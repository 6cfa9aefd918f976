import type * as v from 'valibot'
import type { RouteMeta } from './route-meta'

/** What a middleware tells the reference about its route: the validated input, or the route's description. */
export type HandlerDoc =
  { kind: 'input'; target: 'json' | 'query'; schema: v.GenericSchema } | { kind: 'describe'; meta: RouteMeta }

/**
 * Keyed by the middleware function itself, so the facts live with the route that mounts the middleware: the
 * generator walks `app.routes` and looks each handler up here. A WeakMap never keeps a handler alive.
 */
const docs = new WeakMap<object, HandlerDoc>()

/** Records what `handler` documents and returns it unchanged. */
export function documentHandler<H extends object>(handler: H, doc: HandlerDoc): H {
  docs.set(handler, doc)
  return handler
}

export function handlerDoc(handler: object): HandlerDoc | undefined {
  return docs.get(handler)
}
