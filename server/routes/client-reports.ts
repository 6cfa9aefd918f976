import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { CLIENT_REPORT_LIMITS, ClientReportsInputSchema } from '@/api/client-reports'
import type { AppEnv } from '../http/app-env'
import { ok } from '../http/envelope'
import { rateLimit } from '../http/rate-limit'
import { bodyTooLarge } from '../http/body-limit'
import { validateJson } from '../http/validate'
import { recordClientReports } from '../services/client-reports'

/** A page stuck in an error loop must not flood the log: 30 requests (of up to 20 reports) a minute. */
export const CLIENT_REPORTS_RATE_LIMIT = { limit: 30, windowMs: 60_000 }

export const clientReportsRoutes = new Hono<AppEnv>().post(
  '/',
  bodyLimit({
    maxSize: CLIENT_REPORT_LIMITS.bodyBytes,
    onError: bodyTooLarge(CLIENT_REPORT_LIMITS.bodyBytes),
  }),
  rateLimit('client-reports', CLIENT_REPORTS_RATE_LIMIT),
  validateJson(ClientReportsInputSchema),
  (c) => {
    const input = c.req.valid('json')
    const reports = Array.isArray(input) ? input : [input]
    const origin = { clientAddress: c.var.deps.clientAddress(c), requestId: c.var.requestId }
    const accepted = recordClientReports(c.var.log, reports, origin)
    return ok(c, { accepted }, undefined, 202)
  },
)
