import { Hono } from 'hono'
import type { AppEnv } from '../http/app-env'
import { ok } from '../http/envelope'
import { checkHealth } from '../services/health'

/** GET /api/health — for load balancers and the bench: 200 when the database answers, else 503. */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const health = await checkHealth(c.var.deps)
  c.header('Cache-Control', 'no-store')
  if (health.status !== 'ok')
    return c.json({ success: true, data: health, timestamp: new Date().toISOString() }, 503)
  return ok(c, health)
})
