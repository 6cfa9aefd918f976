import { Hono, type Context } from 'hono'
import {
  EmailVerificationRequiredSchema,
  LoginInputSchema,
  LoginResultSchema,
  LoginSuccessSchema,
  LogoutAllResultSchema,
  LogoutResultSchema,
  RefreshInputSchema,
  RegisterInputSchema,
  ResendTwoFactorInputSchema,
  ResendTwoFactorResultSchema,
  VerifyTwoFactorInputSchema,
} from '@/api/auth'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import { requireAuth } from '../../core/identity'
import { clientInfo } from './client-info'
import { enforceAuthLimit } from './enforce-auth-limit'
import { serviceContext } from '../../core/service-context'
import type { AuthLimitScope } from '../../core/module-settings'
import { validateJson } from '../../core/validate'
import { login } from './login'
import { readReferralTouch } from '../affiliates/referral-touch'
import { register } from './register'
import { refreshFamily, refreshSession } from './refresh-rotation'
import { revokeSession, revokeUserSessions } from './sessions'
import { resendTwoFactor, tempTokenUser, verifyTwoFactor } from './two-factor-challenge'

/** Sign-up, sign-in (with the second step), refresh and sign-out: /api/Auth/* (spec: calls, "Auth"). */
/**
 * Two-factor calls are limited per user of the challenge they name (every unknown token shares one bucket),
 * so guessing codes for one person is capped however many addresses the guesses come from.
 */
async function limitByChallenge(c: Context<AppEnv>, scope: AuthLimitScope, tempAuthToken: string) {
  const user = await tempTokenUser(serviceContext(c), tempAuthToken)
  await enforceAuthLimit(c, scope, user ?? 'invalid-token')
}

export const authRoutes = new Hono<AppEnv>()
  .post(
    '/register',
    describeRoute({
      summary: 'Create an account and mail the confirmation link',
      description:
        'An email that already has an account gets the same 201 and nothing is created (decision 006). ' +
        'Admin and SuperAdmin cannot be chosen (403).',
      tags: ['Auth'],
      auth: 'none',
      status: 201,
      response: EmailVerificationRequiredSchema,
      responses: { 403: 'AUTHORIZATION_ERROR: an admin role was asked for.', 429: 'RATE_LIMIT_EXCEEDED.' },
    }),
    validateJson(RegisterInputSchema),
    async (c) => {
      const input = c.req.valid('json')
      await enforceAuthLimit(c, 'register', input.email)
      const ctx = serviceContext(c)
      const result = await register(ctx, input, readReferralTouch(c, ctx.now()))
      return ok(c, result, 'Please check your inbox to confirm your email address.', 201)
    },
  )
  .post(
    '/login',
    describeRoute({
      summary: 'Sign in with email and password',
      description:
        'Answers the session, a two-factor challenge, or — for an unverified account — the verification ' +
        'notice with a session (decision 007).',
      tags: ['Auth'],
      auth: 'none',
      response: LoginResultSchema,
      responses: {
        401: 'AUTHENTICATION_ERROR: wrong email or password (the same answer for both).',
        429: 'RATE_LIMIT_EXCEEDED.',
      },
    }),
    validateJson(LoginInputSchema),
    async (c) => {
      const input = c.req.valid('json')
      await enforceAuthLimit(c, 'login', input.email)
      return ok(c, await login(serviceContext(c), input, clientInfo(c)))
    },
  )
  .post(
    '/verify-2fa',
    describeRoute({
      summary: 'Complete a sign-in with the two-factor code',
      tags: ['Auth'],
      auth: 'none',
      response: LoginResultSchema,
      responses: { 429: 'RATE_LIMIT_EXCEEDED.' },
    }),
    validateJson(VerifyTwoFactorInputSchema),
    async (c) => {
      const input = c.req.valid('json')
      const ctx = serviceContext(c)
      await limitByChallenge(c, 'verify-2fa', input.tempAuthToken)
      return ok(c, await verifyTwoFactor(ctx, input, clientInfo(c)))
    },
  )
  .post(
    '/resend-2fa',
    describeRoute({
      summary: 'Mail a new two-factor code for the same challenge',
      tags: ['Auth'],
      auth: 'none',
      response: ResendTwoFactorResultSchema,
      responses: { 429: 'RATE_LIMIT_EXCEEDED.' },
    }),
    validateJson(ResendTwoFactorInputSchema),
    async (c) => {
      const input = c.req.valid('json')
      const ctx = serviceContext(c)
      await limitByChallenge(c, 'resend-2fa', input.tempAuthToken)
      return ok(c, await resendTwoFactor(ctx, input.tempAuthToken), 'A new code is on its way.')
    },
  )
  .post(
    '/refresh',
    describeRoute({
      summary: 'Rotate the refresh token for a new access token',
      description:
        'A refresh token used twice revokes its session, except a duplicate within 90 s (decision 008).',
      tags: ['Auth'],
      auth: 'none',
      response: LoginSuccessSchema,
      responses: {
        401: 'AUTHENTICATION_ERROR: unknown, expired, revoked or reused refresh token.',
        429: 'RATE_LIMIT_EXCEEDED: too many refreshes from this address or of this session.',
      },
    }),
    validateJson(RefreshInputSchema),
    async (c) => {
      const { refreshToken } = c.req.valid('json')
      const ctx = serviceContext(c)
      // Per address and per token family; every unknown token shares one family, as unknown challenges do.
      await enforceAuthLimit(c, 'refresh', (await refreshFamily(ctx, refreshToken)) ?? 'invalid-token')
      return ok(c, await refreshSession(ctx, refreshToken))
    },
  )
  .post(
    '/logout',
    describeRoute({
      summary: 'Sign out this session',
      tags: ['Auth'],
      auth: 'required',
      response: LogoutResultSchema,
    }),
    requireAuth,
    async (c) => {
      await revokeSession(serviceContext(c), c.var.auth.sessionId, 'logout')
      return ok(c, { loggedOut: true }, 'You have been signed out.')
    },
  )
  .post(
    '/logout-all',
    describeRoute({
      summary: 'Sign out every session of the user, this one included',
      tags: ['Auth'],
      auth: 'required',
      response: LogoutAllResultSchema,
    }),
    requireAuth,
    async (c) => {
      const revoked = await revokeUserSessions(serviceContext(c), c.var.auth.userId, 'logout-all')
      return ok(c, { revoked }, 'You have been signed out on every device.')
    },
  )
