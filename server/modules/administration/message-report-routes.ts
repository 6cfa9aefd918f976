import { Hono } from 'hono'
import * as v from 'valibot'
import { REPORT_TEXTS } from '@/api/administration/admin-reports'
import { ReportPersonInputSchema } from '@/api/people/connection-inputs'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import { rateLimit } from '../../core/rate-limit'
import { serviceContext } from '../../core/service-context'
import { validateJson } from '../../core/validate'
import { requireViewer } from '../../core/viewer'
import type { RateLimitRule } from '../../core/rate-limit-store'
import { reportMessage } from './message-reports'

/** Message reports per user per day (as many as people reports). */
const MESSAGE_REPORT_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 24 * 60 * 60_000 }

/** POST /api/Messages/{id}/report: a participant reports a message to the moderators. */
export const messageReportRoutes = new Hono<AppEnv>().post(
  '/:id/report',
  describeRoute({
    summary: 'Report a message to the moderators',
    tags: ['Messages'],
    auth: 'verified',
    params: { id: 'The message’s id.' },
    response: v.object({ messageId: v.string(), reported: v.literal(true) }),
    responses: {
      400: 'VALIDATION_ERROR: the caller’s own message.',
      404: 'NOT_FOUND_ERROR: no such message in the caller’s conversations.',
      429: 'RATE_LIMIT_EXCEEDED: too many reports today.',
    },
  }),
  ...requireViewer({ verified: true }),
  rateLimit('message-report', { per: 'user', rule: MESSAGE_REPORT_RATE_LIMIT }),
  validateJson(ReportPersonInputSchema),
  async (c) =>
    ok(
      c,
      await reportMessage(serviceContext(c), c.var.viewer, c.req.param('id'), c.req.valid('json')),
      REPORT_TEXTS.messageReported,
    ),
)
