import { Hono } from 'hono'
import * as v from 'valibot'
import {
  AvailableAccountListSchema,
  SwitchAccountInputSchema,
  SwitchAccountResultSchema,
} from '@/api/accounts'
import {
  ConfirmEmailQuerySchema,
  ConfirmEmailResultSchema,
  ConfirmPasswordResetSchema,
  PasswordResetResultSchema,
  ResetPasswordRequestedSchema,
  ResetPasswordRequestSchema,
} from '@/api/auth'
import { ErrorCode } from '@/api/errors'
import type { AppEnv } from '../../core/app-env'
import { AppError } from '../../core/app-error'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import { requireAuth } from '../../core/identity'
import { enforceAuthLimit } from './enforce-auth-limit'
import { serviceContext } from '../../core/service-context'
import { validateJson } from '../../core/validate'
import { availableAccounts, switchAccount } from '../accounts/accounts'
import { confirmEmail, CONFIRMATION_INVALID } from './email-verification'
import { confirmPasswordReset, requestPasswordReset, RESET_REQUESTED } from './password-reset'

/** The account service (/api/account/*, spec: calls): email confirmation, password reset, tenants. */
export const accountRoutes = new Hono<AppEnv>()
  .get(
    '/ConfirmEmail',
    describeRoute({
      summary: 'Confirm the email address from the mailed link',
      tags: ['Account'],
      auth: 'none',
      query: ConfirmEmailQuerySchema,
      response: ConfirmEmailResultSchema,
      responses: { 400: 'VALIDATION_ERROR: an invalid, expired or used link (one message for each case).' },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store')
      // A link with a missing part is the "invalid link" state of the screen, not a field-by-field error.
      const query = v.safeParse(ConfirmEmailQuerySchema, c.req.query())
      if (!query.success) throw new AppError(ErrorCode.VALIDATION_ERROR, { message: CONFIRMATION_INVALID })
      return ok(c, await confirmEmail(serviceContext(c), query.output.userId, query.output.code))
    },
  )
  .post(
    '/reset-password',
    describeRoute({
      summary: 'Mail a password-reset link',
      description:
        'The same answer whether or not the address has an account; only an account gets the mail.',
      tags: ['Account'],
      auth: 'none',
      response: ResetPasswordRequestedSchema,
      responses: { 429: 'RATE_LIMIT_EXCEEDED.' },
    }),
    validateJson(ResetPasswordRequestSchema),
    async (c) => {
      const { email } = c.req.valid('json')
      await enforceAuthLimit(c, 'reset-password', email)
      return ok(c, await requestPasswordReset(serviceContext(c), email), RESET_REQUESTED)
    },
  )
  .post(
    '/confirm-password-reset',
    describeRoute({
      summary: 'Set a new password with the mailed token',
      description: 'Every session is signed out and the other reset links stop working.',
      tags: ['Account'],
      auth: 'none',
      response: PasswordResetResultSchema,
      responses: {
        400: 'VALIDATION_ERROR: an invalid, used or expired token, or a weak password.',
        429: 'RATE_LIMIT_EXCEEDED.',
      },
    }),
    validateJson(ConfirmPasswordResetSchema),
    async (c) => {
      const input = c.req.valid('json')
      await enforceAuthLimit(c, 'confirm-password-reset', input.userId)
      const result = await confirmPasswordReset(serviceContext(c), input)
      return ok(c, result, 'Your password has been reset. You can now sign in.')
    },
  )
  .get(
    '/available',
    describeRoute({
      summary: 'The accounts (tenants) the user belongs to, personal first',
      tags: ['Account'],
      auth: 'required',
      response: AvailableAccountListSchema,
    }),
    requireAuth,
    async (c) => {
      c.header('Cache-Control', 'no-store')
      return ok(c, await availableAccounts(serviceContext(c), c.var.auth))
    },
  )
  .post(
    '/switch',
    describeRoute({
      summary: 'Act in another account: a new access token',
      tags: ['Account'],
      auth: 'required',
      response: SwitchAccountResultSchema,
      responses: { 403: 'AUTHORIZATION_ERROR: the user is not a member of that account.' },
    }),
    requireAuth,
    validateJson(SwitchAccountInputSchema),
    async (c) => {
      const result = await switchAccount(serviceContext(c), c.var.auth, c.req.valid('json').accountId)
      return ok(c, result, 'Account Switched')
    },
  )
