import { Hono } from 'hono'
import { UpdateMeInputSchema, UpdatePreferencesInputSchema, UpdateRoleInputSchema } from '@/api/users'
import type { AppEnv } from '../http/app-env'
import { ok } from '../http/envelope'
import { requireAuth, requireVerified } from '../http/identity'
import { validateJson } from '../http/validate'
import { getMe, getPublicUser, updateMe, updateMyRole } from '../services/users'

/**
 * /api/Users/*: the signed-in user (readable while unverified, so the gate can show who is signed in;
 * changes need a verified address) and public profiles by slug or id.
 */
export const usersRoutes = new Hono<AppEnv>()
  .get('/me', requireAuth, async (c) => {
    c.header('Cache-Control', 'no-store')
    return ok(c, await getMe(c.var.deps.db, c.var.auth.userId))
  })
  .put('/me', requireAuth, requireVerified, validateJson(UpdateMeInputSchema), async (c) => {
    const user = await updateMe(c.var.deps.db, c.var.auth.userId, c.req.valid('json'), c.var.deps.now())
    return ok(c, user, 'Profile updated.')
  })
  .put(
    '/me/preferences',
    requireAuth,
    requireVerified,
    validateJson(UpdatePreferencesInputSchema),
    async (c) => {
      const user = await updateMe(c.var.deps.db, c.var.auth.userId, c.req.valid('json'), c.var.deps.now())
      return ok(c, user, 'Preferences saved.')
    },
  )
  .put('/me/role', requireAuth, requireVerified, validateJson(UpdateRoleInputSchema), async (c) => {
    const user = await updateMyRole(
      c.var.deps.db,
      c.var.auth.userId,
      c.req.valid('json').role,
      c.var.deps.now(),
    )
    return ok(c, user, 'Role updated.')
  })
  .get('/:id', async (c) => ok(c, await getPublicUser(c.var.deps.db, c.req.param('id'))))
