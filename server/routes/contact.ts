import { Hono } from 'hono'
import { CONTACT_CONFIRMATION, ContactInputSchema } from '@/api/contact'
import type { AppEnv } from '../http/app-env'
import { ok } from '../http/envelope'
import { rateLimit } from '../http/rate-limit'
import { validateJson } from '../http/validate'
import { submitContactMessage } from '../services/contact'

/** The public contact form: 5 messages per client address per 10 minutes is plenty for a human. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 }

export const contactRoutes = new Hono<AppEnv>().post(
  '/',
  rateLimit('contact', CONTACT_RATE_LIMIT),
  validateJson(ContactInputSchema),
  async (c) => {
    const { db, notifyContact } = c.var.deps
    const result = await submitContactMessage(
      { db, logger: c.var.log, notify: notifyContact },
      c.req.valid('json'),
    )
    return ok(c, result, CONTACT_CONFIRMATION, 201)
  },
)
