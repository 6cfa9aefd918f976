import { Hono } from 'hono'
import {
  ChangePasswordInputSchema,
  ChangePasswordResultSchema,
  ResendVerificationResultSchema,
  SessionListSchema,
  SessionRevokedSchema,
  VerificationStatusSchema,
} from '@/api/auth'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { uuidParam } from '../../core/id-param'
import { describeRoute } from '../../core/openapi/describe-route'
import { requireAuth } from '../../core/identity'
import { enforceAuthLimit } from './enforce-auth-limit'
import { serviceContext } from '../../core/service-context'
import { validateJson } from '../../core/validate'
import { resendVerification, verificationStatus } from './email-verification'
import { changePassword } from './password-change'
import { listSessions, revokeOwnSession } from './sessions'

/** The signed-in user's own security: verification, password, sessions (/api/Auth/*, partly ours). */
export const authAccountRoutes = new Hono<AppEnv>()
  .get(
    '/verification-status',
    describeRoute({
      summary: 'Whether the email address is confirmed, and when the link was last sent',
      tags: ['Auth'],
      auth: 'required',
      response: VerificationStatusSchema,
    }),
    requireAuth,
    async (c) => {
      c.header('Cache-Control', 'no-store')
      return ok(c, await verificationStatus(serviceContext(c), c.var.auth.userId))
    },
  )
  .post(
    '/resend-email-verification',
    describeRoute({
      summary: 'Mail a new confirmation link',
      tags: ['Auth'],
      auth: 'required',
      response: ResendVerificationResultSchema,
      responses: {
        400: 'VALIDATION_ERROR: the address is already confirmed.',
        429: 'RATE_LIMIT_EXCEEDED: within 60 s of the last mail, or over the hourly limit.',
      },
    }),
    requireAuth,
    async (c) => {
      await enforceAuthLimit(c, 'resend-email-verification', c.var.auth.userId)
      const result = await resendVerification(serviceContext(c), c.var.auth.userId)
      return ok(c, result, 'Verification email sent. Please check your inbox.')
    },
  )
  .post(
    '/change-password',
    describeRoute({
      summary: 'Change the password; the other sessions are signed out',
      tags: ['Auth'],
      auth: 'required',
      response: ChangePasswordResultSchema,
      responses: {
        400: 'VALIDATION_ERROR: wrong current password (not 401, which would sign the client out).',
      },
    }),
    requireAuth,
    validateJson(ChangePasswordInputSchema),
    async (c) => {
      const result = await changePassword(serviceContext(c), c.var.auth, c.req.valid('json'))
      return ok(c, result, 'Your password was changed. Your other sessions were signed out.')
    },
  )
  .get(
    '/sessions',
    describeRoute({
      summary: 'The live sessions of the user, most recent first',
      tags: ['Auth'],
      auth: 'required',
      response: SessionListSchema,
    }),
    requireAuth,
    async (c) => {
      c.header('Cache-Control', 'no-store')
      return ok(c, await listSessions(serviceContext(c), c.var.auth))
    },
  )
  .delete(
    '/sessions/:id',
    describeRoute({
      summary: 'Sign out one of the user’s sessions',
      tags: ['Auth'],
      auth: 'required',
      params: { id: 'The session id (uuid).' },
      response: SessionRevokedSchema,
      responses: { 404: 'NOT_FOUND_ERROR: no such session of this user.' },
    }),
    requireAuth,
    uuidParam('id', 'Session not found.'),
    async (c) => {
      await revokeOwnSession(serviceContext(c), c.var.auth, c.req.param('id'))
      return ok(c, { revoked: true }, 'Session signed out.')
    },
  )
