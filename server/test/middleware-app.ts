import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../core/app-env'
import { handleError } from '../http/error-handler'
import { createLogger } from '../logger'
import { createTestApp } from './test-app'

/**
 * A bare app with the real app's bindings (`c.var.deps`, `c.var.log`) and error envelope, to test one
 * middleware on routes of the test's own making. `deps` replace the test app's (a clock, `authenticate`…).
 */
export async function createMiddlewareApp(deps: Partial<AppDeps> = {}) {
  const { db, env, mailer } = await createTestApp()
  const logger = createLogger({ level: 'silent' })
  // Only what the middlewares under test read; the cast stands in for the rest of AppDeps.
  const appDeps = {
    db,
    env,
    logger,
    mailer,
    now: () => new Date(),
    clientAddress: () => `test-${crypto.randomUUID()}`,
    authenticate: async () => null,
    ...deps,
  } as Partial<AppDeps> as AppDeps
  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    c.set('deps', appDeps)
    c.set('log', logger)
    await next()
  })
  app.onError(handleError)
  return { app, db }
}
