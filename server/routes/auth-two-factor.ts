import { Hono } from 'hono'
import {
  DisableTwoFactorInputSchema,
  EnableEmailTwoFactorInputSchema,
  EnableTotpInputSchema,
} from '@/api/auth'
import type { AppEnv } from '../http/app-env'
import { ok } from '../http/envelope'
import { identityContext, requireAuth, requireVerified } from '../http/identity'
import { validateJson } from '../http/validate'
import {
  disableTwoFactor,
  enableEmailTwoFactor,
  enableTotp,
  getTwoFactorSettings,
  setupTotp,
} from '../services/auth/two-factor-settings'

/** Two-factor settings (ours; the spec shows no paths): /api/Auth/two-factor/*. Needs a verified address. */
export const authTwoFactorRoutes = new Hono<AppEnv>()
  .use(requireAuth, requireVerified)
  .get('/', async (c) => ok(c, await getTwoFactorSettings(identityContext(c), c.var.auth)))
  .post('/email/enable', validateJson(EnableEmailTwoFactorInputSchema), async (c) => {
    const result = await enableEmailTwoFactor(identityContext(c), c.var.auth, c.req.valid('json').password)
    return ok(c, result, 'Two-factor authentication is on. We will email you a code when you sign in.')
  })
  .post('/totp/setup', async (c) => {
    c.header('Cache-Control', 'no-store')
    return ok(c, await setupTotp(identityContext(c), c.var.auth))
  })
  .post('/totp/enable', validateJson(EnableTotpInputSchema), async (c) => {
    const result = await enableTotp(identityContext(c), c.var.auth, c.req.valid('json').code)
    return ok(c, result, 'Two-factor authentication is on with your authenticator app.')
  })
  .post('/disable', validateJson(DisableTwoFactorInputSchema), async (c) => {
    const result = await disableTwoFactor(identityContext(c), c.var.auth, c.req.valid('json').password)
    return ok(c, result, 'Two-factor authentication is off.')
  })
