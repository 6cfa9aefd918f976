import type { MiddlewareHandler } from 'hono'
import type { AppDeps, AppEnv } from '../core/app-env'

/**
 * Makes `deps` available to handlers and logs one line per request with its id. Runs after the
 * requestId middleware; the query string is left out of the log because it may carry tokens.
 */
export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const log = deps.logger.child({ reqId: c.var.requestId })
    c.set('deps', deps)
    c.set('log', log)
    const started = performance.now()
    await next()
    const status = c.res.status
    const entry = {
      method: c.req.method,
      path: c.req.path,
      status,
      durationMs: Math.round(performance.now() - started),
    }
    if (status >= 500) log.error(entry, 'request failed')
    else log.info(entry, 'request')
  }
}
