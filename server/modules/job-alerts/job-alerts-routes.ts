import { Hono, type Context } from 'hono'
import { JOB_ALERT_TEXTS } from '@/api/job-alerts/job-alert-messages'
import {
  JobAlertDeleteResultSchema,
  JobAlertListSchema,
  JobAlertSchema,
  JobAlertUnsubscribeResultSchema,
} from '@/api/job-alerts/job-alert'
import {
  JobAlertInputSchema,
  JobAlertUnsubscribeQuerySchema,
  JobAlertUpdateInputSchema,
} from '@/api/job-alerts/job-alert-input'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import { requireAuth, requireVerified } from '../../core/identity'
import { validateJson, validateQuery } from '../../core/validate'
import { createAlert, deleteAlert, listAlerts, unsubscribe, updateAlert } from './job-alerts'
import { serviceContext } from '../../core/service-context'

const me = (c: Context<AppEnv>) => ({ userId: c.var.auth.userId })

/**
 * /api/Job/alerts (mounted at /api/Job before the jobs router, whose /:id would take 'alerts'): the
 * caller's saved searches, and the mail's unsubscribe call (no sign-in: the token is the credential).
 */
export const jobAlertRoutes = new Hono<AppEnv>()
  .get(
    '/alerts/unsubscribe',
    describeRoute({
      summary: 'Pause an alert from the link in its mail',
      description: 'No sign-in: the token is the credential, and it works once.',
      tags: ['Job alerts'],
      auth: 'none',
      response: JobAlertUnsubscribeResultSchema,
      responses: { 404: 'NOT_FOUND_ERROR: a forged, unknown or already used token.' },
    }),
    validateQuery(JobAlertUnsubscribeQuerySchema),
    async (c) => {
      const result = await unsubscribe(serviceContext(c), c.req.valid('query').token)
      c.header('Cache-Control', 'no-store')
      return ok(c, result, JOB_ALERT_TEXTS.unsubscribed(result.name))
    },
  )
  .get(
    '/alerts',
    describeRoute({
      summary: 'The user’s job alerts, newest first',
      tags: ['Job alerts'],
      auth: 'required',
      response: JobAlertListSchema,
    }),
    requireAuth,
    async (c) => ok(c, await listAlerts(c.var.deps.db, me(c))),
  )
  .post(
    '/alerts',
    describeRoute({
      summary: 'Save a search as a job alert',
      tags: ['Job alerts'],
      auth: 'verified',
      status: 201,
      response: JobAlertSchema,
      responses: { 409: 'CONFLICT_ERROR: the user already has 20 alerts.' },
    }),
    requireAuth,
    requireVerified,
    validateJson(JobAlertInputSchema),
    async (c) => {
      const alert = await createAlert(serviceContext(c), me(c), c.req.valid('json'))
      return ok(c, alert, JOB_ALERT_TEXTS.created, 201)
    },
  )
  .put(
    '/alerts/:id',
    describeRoute({
      summary: 'Edit, pause or resume a job alert',
      tags: ['Job alerts'],
      auth: 'verified',
      params: { id: 'The alert id.' },
      response: JobAlertSchema,
      responses: { 404: 'NOT_FOUND_ERROR: no such alert of this user.' },
    }),
    requireAuth,
    requireVerified,
    validateJson(JobAlertUpdateInputSchema),
    async (c) => {
      const input = c.req.valid('json')
      const alert = await updateAlert(serviceContext(c), me(c), c.req.param('id'), input)
      const message =
        input.status === 'paused'
          ? JOB_ALERT_TEXTS.paused
          : input.status === 'active' && Object.keys(input).length === 1
            ? JOB_ALERT_TEXTS.resumed
            : JOB_ALERT_TEXTS.updated
      return ok(c, alert, message)
    },
  )
  .delete(
    '/alerts/:id',
    describeRoute({
      summary: 'Delete a job alert',
      tags: ['Job alerts'],
      auth: 'required',
      params: { id: 'The alert id.' },
      response: JobAlertDeleteResultSchema,
      responses: { 404: 'NOT_FOUND_ERROR: no such alert of this user.' },
    }),
    requireAuth,
    async (c) => ok(c, await deleteAlert(c.var.deps.db, me(c), c.req.param('id')), JOB_ALERT_TEXTS.deleted),
  )
