import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import {
  CLIENT_REPORT_LIMITS,
  ClientReportsInputSchema,
  ClientReportsResultSchema,
} from '@/api/client-reports'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import { serviceContext } from '../../core/service-context'
import { rateLimit } from '../../core/rate-limit'
import { bodyTooLarge } from '../../core/body-limit'
import { validateJson } from '../../core/validate'
import { recordClientReports } from './client-reports'

/** A page stuck in an error loop must not flood the log: 30 requests (of up to 20 reports) a minute. */
export const CLIENT_REPORTS_RATE_LIMIT = { limit: 30, windowMs: 60_000 }

export const clientReportsRoutes = new Hono<AppEnv>().post(
  '/',
  describeRoute({
    summary: 'Forward client warnings and errors to the server log',
    description: 'One report or an array of 1–20; they are logged with the client address, never stored.',
    tags: ['Client reports'],
    auth: 'none',
    status: 202,
    response: ClientReportsResultSchema,
    responses: {
      413: 'VALIDATION_ERROR: the body is larger than 32 KiB.',
      429: 'RATE_LIMIT_EXCEEDED: more than 30 requests a minute from one client address.',
    },
  }),
  bodyLimit({
    maxSize: CLIENT_REPORT_LIMITS.bodyBytes,
    onError: bodyTooLarge(CLIENT_REPORT_LIMITS.bodyBytes),
  }),
  rateLimit('client-reports', { per: 'address', rule: CLIENT_REPORTS_RATE_LIMIT }),
  validateJson(ClientReportsInputSchema),
  (c) => {
    const input = c.req.valid('json')
    const reports = Array.isArray(input) ? input : [input]
    const origin = { clientAddress: c.var.deps.clientAddress(c), requestId: c.var.requestId }
    const accepted = recordClientReports(serviceContext(c), reports, origin)
    return ok(c, { accepted }, undefined, 202)
  },
)
