import { Hono } from 'hono'
import {
  LoginInputSchema,
  RefreshInputSchema,
  RegisterInputSchema,
  ResendTwoFactorInputSchema,
  VerifyTwoFactorInputSchema,
} from '@/api/auth'
import type { AppEnv } from '../http/app-env'
import { ok } from '../http/envelope'
import { clientInfo, enforceAuthLimit, identityContext, requireAuth } from '../http/identity'
import { validateJson } from '../http/validate'
import { login } from '../services/auth/login'
import { register } from '../services/auth/register'
import { refreshSession } from '../services/auth/refresh-rotation'
import { revokeSession, revokeUserSessions } from '../services/auth/sessions'
import { resendTwoFactor, tempTokenUser, verifyTwoFactor } from '../services/auth/two-factor-challenge'

/** Sign-up, sign-in (with the second step), refresh and sign-out: /api/Auth/* (seed 1 §7). */
export const authRoutes = new Hono<AppEnv>()
  .post('/register', validateJson(RegisterInputSchema), async (c) => {
    const input = c.req.valid('json')
    await enforceAuthLimit(c, 'register', input.email)
    const result = await register(identityContext(c), input)
    return ok(c, result, 'Please check your inbox to confirm your email address.', 201)
  })
  .post('/login', validateJson(LoginInputSchema), async (c) => {
    const input = c.req.valid('json')
    await enforceAuthLimit(c, 'login', input.email)
    return ok(c, await login(identityContext(c), input, clientInfo(c)))
  })
  .post('/verify-2fa', validateJson(VerifyTwoFactorInputSchema), async (c) => {
    const input = c.req.valid('json')
    const ctx = identityContext(c)
    await enforceAuthLimit(
      c,
      'verify-2fa',
      (await tempTokenUser(ctx, input.tempAuthToken)) ?? 'invalid-token',
    )
    return ok(c, await verifyTwoFactor(ctx, input, clientInfo(c)))
  })
  .post('/resend-2fa', validateJson(ResendTwoFactorInputSchema), async (c) => {
    const input = c.req.valid('json')
    const ctx = identityContext(c)
    await enforceAuthLimit(
      c,
      'resend-2fa',
      (await tempTokenUser(ctx, input.tempAuthToken)) ?? 'invalid-token',
    )
    return ok(c, await resendTwoFactor(ctx, input.tempAuthToken), 'A new code is on its way.')
  })
  .post('/refresh', validateJson(RefreshInputSchema), async (c) => {
    return ok(c, await refreshSession(identityContext(c), c.req.valid('json').refreshToken))
  })
  .post('/logout', requireAuth, async (c) => {
    await revokeSession(identityContext(c), c.var.auth.sessionId, 'logout')
    return ok(c, { loggedOut: true }, 'You have been signed out.')
  })
  .post('/logout-all', requireAuth, async (c) => {
    const revoked = await revokeUserSessions(identityContext(c), c.var.auth.userId, 'logout-all')
    return ok(c, { revoked }, 'You have been signed out on every device.')
  })
