import { Hono } from 'hono'
import * as v from 'valibot'
import { SwitchAccountInputSchema } from '@/api/accounts'
import { ConfirmEmailQuerySchema, ConfirmPasswordResetSchema, ResetPasswordRequestSchema } from '@/api/auth'
import { ErrorCode } from '@/api/errors'
import type { AppEnv } from '../http/app-env'
import { AppError } from '../http/app-error'
import { ok } from '../http/envelope'
import { enforceAuthLimit, identityContext, requireAuth } from '../http/identity'
import { validateJson } from '../http/validate'
import { availableAccounts, switchAccount } from '../services/accounts'
import { confirmEmail, CONFIRMATION_INVALID } from '../services/auth/email-verification'
import { confirmPasswordReset, requestPasswordReset, RESET_REQUESTED } from '../services/auth/password-reset'

/** The account service of seed 1 §7 / seed 2 §7: email confirmation, password reset, tenants. */
export const accountRoutes = new Hono<AppEnv>()
  .get('/ConfirmEmail', async (c) => {
    c.header('Cache-Control', 'no-store')
    // A link with a missing part is the "invalid link" state of the screen, not a field-by-field error.
    const query = v.safeParse(ConfirmEmailQuerySchema, c.req.query())
    if (!query.success) throw new AppError(ErrorCode.VALIDATION_ERROR, { message: CONFIRMATION_INVALID })
    return ok(c, await confirmEmail(identityContext(c), query.output.userId, query.output.code))
  })
  .post('/reset-password', validateJson(ResetPasswordRequestSchema), async (c) => {
    const { email } = c.req.valid('json')
    await enforceAuthLimit(c, 'reset-password', email)
    return ok(c, await requestPasswordReset(identityContext(c), email), RESET_REQUESTED)
  })
  .post('/confirm-password-reset', validateJson(ConfirmPasswordResetSchema), async (c) => {
    const input = c.req.valid('json')
    await enforceAuthLimit(c, 'confirm-password-reset', input.userId)
    const result = await confirmPasswordReset(identityContext(c), input)
    return ok(c, result, 'Your password has been reset. You can now sign in.')
  })
  .get('/available', requireAuth, async (c) => {
    c.header('Cache-Control', 'no-store')
    return ok(c, await availableAccounts(identityContext(c), c.var.auth))
  })
  .post('/switch', requireAuth, validateJson(SwitchAccountInputSchema), async (c) => {
    const result = await switchAccount(identityContext(c), c.var.auth, c.req.valid('json').accountId)
    return ok(c, result, 'Account Switched')
  })
