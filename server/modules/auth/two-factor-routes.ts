import { Hono } from 'hono'
import {
  DisableTwoFactorInputSchema,
  EnableEmailTwoFactorInputSchema,
  EnableTotpInputSchema,
  TotpSetupResultSchema,
  TwoFactorSettingsSchema,
} from '@/api/auth'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import { requireAuth, requireVerified } from '../../core/identity'
import { serviceContext } from '../../core/service-context'
import { validateJson } from '../../core/validate'
import {
  disableTwoFactor,
  enableEmailTwoFactor,
  enableTotp,
  getTwoFactorSettings,
  setupTotp,
} from './two-factor-settings'

/** Two-factor settings (ours; the spec shows no paths): /api/Auth/two-factor/*. Needs a verified address. */
export const authTwoFactorRoutes = new Hono<AppEnv>()
  .use(requireAuth, requireVerified)
  .get(
    '/',
    describeRoute({
      summary: 'The user’s two-factor settings',
      tags: ['Two-factor'],
      auth: 'verified',
      response: TwoFactorSettingsSchema,
    }),
    async (c) => ok(c, await getTwoFactorSettings(serviceContext(c), c.var.auth)),
  )
  .post(
    '/email/enable',
    describeRoute({
      summary: 'Turn on two-factor by email',
      tags: ['Two-factor'],
      auth: 'verified',
      response: TwoFactorSettingsSchema,
      responses: { 400: 'VALIDATION_ERROR: wrong password.' },
    }),
    validateJson(EnableEmailTwoFactorInputSchema),
    async (c) => {
      const result = await enableEmailTwoFactor(serviceContext(c), c.var.auth, c.req.valid('json').password)
      return ok(c, result, 'Two-factor authentication is on. We will email you a code when you sign in.')
    },
  )
  .post(
    '/totp/setup',
    describeRoute({
      summary: 'Start authenticator-app setup: a new pending secret',
      tags: ['Two-factor'],
      auth: 'verified',
      response: TotpSetupResultSchema,
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store')
      return ok(c, await setupTotp(serviceContext(c), c.var.auth))
    },
  )
  .post(
    '/totp/enable',
    describeRoute({
      summary: 'Confirm the pending secret with the app’s current code',
      tags: ['Two-factor'],
      auth: 'verified',
      response: TwoFactorSettingsSchema,
      responses: { 400: 'VALIDATION_ERROR: wrong or replayed code.' },
    }),
    validateJson(EnableTotpInputSchema),
    async (c) => {
      const result = await enableTotp(serviceContext(c), c.var.auth, c.req.valid('json').code)
      return ok(c, result, 'Two-factor authentication is on with your authenticator app.')
    },
  )
  .post(
    '/disable',
    describeRoute({
      summary: 'Turn two-factor off',
      tags: ['Two-factor'],
      auth: 'verified',
      response: TwoFactorSettingsSchema,
      responses: {
        400: 'VALIDATION_ERROR: wrong password.',
        403: 'AUTHORIZATION_ERROR: admins must keep two-factor on.',
      },
    }),
    validateJson(DisableTwoFactorInputSchema),
    async (c) => {
      const result = await disableTwoFactor(serviceContext(c), c.var.auth, c.req.valid('json').password)
      return ok(c, result, 'Two-factor authentication is off.')
    },
  )
