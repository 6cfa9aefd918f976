import { Hono } from 'hono'
import {
  PublicUserSchema,
  UpdateMeInputSchema,
  UpdatePreferencesInputSchema,
  UpdateRoleInputSchema,
  UserSchema,
} from '@/api/users'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import { requireAuth, requireVerified } from '../../core/identity'
import { validateJson } from '../../core/validate'
import { getMe, getPublicUser, updateMe, updateMyRole } from './users'
import { serviceContext } from '../../core/service-context'

/**
 * /api/Users/*: the signed-in user (readable while unverified, so the gate can show who is signed in;
 * changes need a verified address) and public profiles by slug or id.
 */
export const usersRoutes = new Hono<AppEnv>()
  .get(
    '/me',
    describeRoute({
      summary: 'The signed-in user (also while unverified)',
      tags: ['Users'],
      auth: 'required',
      response: UserSchema,
    }),
    requireAuth,
    async (c) => {
      c.header('Cache-Control', 'no-store')
      return ok(c, await getMe(c.var.deps.db, c.var.auth.userId))
    },
  )
  .put(
    '/me',
    describeRoute({
      summary: 'Edit the signed-in user’s profile',
      description:
        "`''` clears an optional field; any key the schema does not name (`role`, `email`…) is a 400.",
      tags: ['Users'],
      auth: 'verified',
      response: UserSchema,
    }),
    requireAuth,
    requireVerified,
    validateJson(UpdateMeInputSchema),
    async (c) => {
      const user = await updateMe(serviceContext(c), c.var.auth.userId, c.req.valid('json'))
      return ok(c, user, 'Profile updated.')
    },
  )
  .put(
    '/me/preferences',
    describeRoute({
      summary: 'Save skills, availability and onboarding state',
      tags: ['Users'],
      auth: 'verified',
      response: UserSchema,
    }),
    requireAuth,
    requireVerified,
    validateJson(UpdatePreferencesInputSchema),
    async (c) => {
      const user = await updateMe(serviceContext(c), c.var.auth.userId, c.req.valid('json'))
      return ok(c, user, 'Preferences saved.')
    },
  )
  .put(
    '/me/role',
    describeRoute({
      summary: 'Choose a persona: job seeker, recruiter or employer',
      description: 'Choosing Employer creates the company account if the user owns none.',
      tags: ['Users'],
      auth: 'verified',
      response: UserSchema,
      responses: { 403: 'AUTHORIZATION_ERROR: admins keep their role.' },
    }),
    requireAuth,
    requireVerified,
    validateJson(UpdateRoleInputSchema),
    async (c) => {
      const user = await updateMyRole(serviceContext(c), c.var.auth.userId, c.req.valid('json').role)
      return ok(c, user, 'Role updated.')
    },
  )
  .get(
    '/:id',
    describeRoute({
      summary: 'A public profile by id or slug',
      tags: ['Users'],
      auth: 'none',
      params: { id: 'The user’s id (uuid) or slug.' },
      response: PublicUserSchema,
      responses: { 404: 'NOT_FOUND_ERROR: unknown, or not verified.' },
    }),
    async (c) => ok(c, await getPublicUser(c.var.deps.db, c.req.param('id'))),
  )
