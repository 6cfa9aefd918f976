import { Hono } from 'hono'
import { HealthSchema } from '@/api/health'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import { serviceContext } from '../../core/service-context'
import { checkHealth } from './health'

/** GET /api/health — for load balancers and the bench: 200 when the database answers, else 503. */
export const healthRoutes = new Hono<AppEnv>().get(
  '/',
  describeRoute({
    summary: 'Service and database health',
    tags: ['Health'],
    auth: 'none',
    response: HealthSchema,
    responses: {
      503: {
        description: 'Degraded: the database did not answer `select 1` within 2 s.',
        data: HealthSchema,
      },
    },
  }),
  async (c) => {
    const { dbKind, startedAt, version } = c.var.deps
    const health = await checkHealth(serviceContext(c), { dbKind, startedAt, version })
    c.header('Cache-Control', 'no-store')
    if (health.status !== 'ok')
      return c.json({ success: true, data: health, timestamp: new Date().toISOString() }, 503)
    return ok(c, health)
  },
)
