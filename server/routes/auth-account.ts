import { Hono } from 'hono'
import { ChangePasswordInputSchema } from '@/api/auth'
import type { AppEnv } from '../http/app-env'
import { ok } from '../http/envelope'
import { uuidParam } from '../http/id-param'
import { enforceAuthLimit, identityContext, requireAuth } from '../http/identity'
import { validateJson } from '../http/validate'
import { resendVerification, verificationStatus } from '../services/auth/email-verification'
import { changePassword } from '../services/auth/password-change'
import { listSessions, revokeOwnSession } from '../services/auth/sessions'

/** The signed-in user's own security: verification, password, sessions (/api/Auth/*, partly ours). */
export const authAccountRoutes = new Hono<AppEnv>()
  .get('/verification-status', requireAuth, async (c) => {
    c.header('Cache-Control', 'no-store')
    return ok(c, await verificationStatus(identityContext(c), c.var.auth.userId))
  })
  .post('/resend-email-verification', requireAuth, async (c) => {
    await enforceAuthLimit(c, 'resend-email-verification', c.var.auth.userId)
    const result = await resendVerification(identityContext(c), c.var.auth.userId)
    return ok(c, result, 'Verification email sent. Please check your inbox.')
  })
  .post('/change-password', requireAuth, validateJson(ChangePasswordInputSchema), async (c) => {
    const result = await changePassword(identityContext(c), c.var.auth, c.req.valid('json'))
    return ok(c, result, 'Your password was changed. Your other sessions were signed out.')
  })
  .get('/sessions', requireAuth, async (c) => {
    c.header('Cache-Control', 'no-store')
    return ok(c, await listSessions(identityContext(c), c.var.auth))
  })
  .delete('/sessions/:id', requireAuth, uuidParam('id', 'Session not found.'), async (c) => {
    await revokeOwnSession(identityContext(c), c.var.auth, c.req.param('id'))
    return ok(c, { revoked: true }, 'Session signed out.')
  })
