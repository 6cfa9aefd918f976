import { Hono } from 'hono'
import { CONTACT_CONFIRMATION, ContactInputSchema, ContactResultSchema } from '@/api/contact'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import { serviceContext } from '../../core/service-context'
import { rateLimit } from '../../core/rate-limit'
import { validateJson } from '../../core/validate'
import { submitContactMessage } from './contact'

/** The public contact form: 5 messages per client address per 10 minutes is plenty for a human. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 }

export const contactRoutes = new Hono<AppEnv>().post(
  '/',
  describeRoute({
    summary: 'Send a message to support',
    description: 'The message is stored before support is mailed, so it is never lost.',
    tags: ['Contact'],
    auth: 'none',
    status: 201,
    response: ContactResultSchema,
    responses: { 429: 'RATE_LIMIT_EXCEEDED: more than 5 messages per 10 minutes from one client address.' },
  }),
  rateLimit('contact', { per: 'address', rule: CONTACT_RATE_LIMIT }),
  validateJson(ContactInputSchema),
  async (c) => {
    const result = await submitContactMessage(
      serviceContext(c),
      c.req.valid('json'),
      c.var.deps.notifyContact,
    )
    return ok(c, result, CONTACT_CONFIRMATION, 201)
  },
)
