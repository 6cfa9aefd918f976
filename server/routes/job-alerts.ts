import { Hono, type Context } from 'hono'
import {
  JOB_ALERT_TEXTS,
  JobAlertInputSchema,
  JobAlertUnsubscribeQuerySchema,
  JobAlertUpdateInputSchema,
} from '@/api/job-alerts'
import type { AppEnv } from '../http/app-env'
import { ok } from '../http/envelope'
import { requireAuth, requireVerified } from '../http/identity'
import { validateJson, validateQuery } from '../http/validate'
import {
  createAlert,
  deleteAlert,
  listAlerts,
  unsubscribe,
  updateAlert,
} from '../services/job-alerts/job-alerts'

const me = (c: Context<AppEnv>) => ({ userId: c.var.auth.userId })

/**
 * /api/Job/alerts (mounted at /api/Job before the jobs router, whose /:id would take 'alerts'): the
 * caller's saved searches, and the mail's unsubscribe call (no sign-in: the token is the credential).
 */
export const jobAlertRoutes = new Hono<AppEnv>()
  .get('/alerts/unsubscribe', validateQuery(JobAlertUnsubscribeQuerySchema), async (c) => {
    const result = await unsubscribe(
      c.var.deps.db,
      c.var.deps.env.JWT_SECRET,
      c.req.valid('query').token,
      c.var.deps.now(),
    )
    c.header('Cache-Control', 'no-store')
    return ok(c, result, JOB_ALERT_TEXTS.unsubscribed(result.name))
  })
  .get('/alerts', requireAuth, async (c) => ok(c, await listAlerts(c.var.deps.db, me(c))))
  .post('/alerts', requireAuth, requireVerified, validateJson(JobAlertInputSchema), async (c) => {
    const alert = await createAlert(c.var.deps.db, me(c), c.req.valid('json'), c.var.deps.now())
    return ok(c, alert, JOB_ALERT_TEXTS.created, 201)
  })
  .put('/alerts/:id', requireAuth, requireVerified, validateJson(JobAlertUpdateInputSchema), async (c) => {
    const input = c.req.valid('json')
    const alert = await updateAlert(c.var.deps.db, me(c), c.req.param('id'), input, c.var.deps.now())
    const message =
      input.status === 'paused'
        ? JOB_ALERT_TEXTS.paused
        : input.status === 'active' && Object.keys(input).length === 1
          ? JOB_ALERT_TEXTS.resumed
          : JOB_ALERT_TEXTS.updated
    return ok(c, alert, message)
  })
  .delete('/alerts/:id', requireAuth, async (c) => {
    return ok(c, await deleteAlert(c.var.deps.db, me(c), c.req.param('id')), JOB_ALERT_TEXTS.deleted)
  })
