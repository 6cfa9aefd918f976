import { Hono } from 'hono'
import { CartMergeInputSchema, CartPutInputSchema, CartSchema } from '@/api/cart'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import { requireAuth, requireVerified } from '../../core/identity'
import { validateJson } from '../../core/validate'
import { getCart, mergeIntoCart, replaceCart } from './cart'
import { serviceContext } from '../../core/service-context'

/**
 * /api/Billing/cart (ours, in the style of the spec's Billing calls; decision 011): the signed-in user's
 * cart, synced by the outbox. Verified users only: an unverified one never gets past the verify gate.
 */
export const billingCartRoutes = new Hono<AppEnv>()
  .use(requireAuth, requireVerified)
  .get(
    '/',
    describeRoute({
      summary: 'The user’s cart, priced by the server',
      tags: ['Billing'],
      auth: 'verified',
      response: CartSchema,
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store')
      return ok(c, await getCart(c.var.deps.db, c.var.auth.userId))
    },
  )
  .put(
    '/',
    describeRoute({
      summary: 'Replace the cart, based on the version the client last saw',
      tags: ['Billing'],
      auth: 'verified',
      response: CartSchema,
      responses: { 409: 'VERSION_CONFLICT: the cart changed since `baseVersion` (`details.version`).' },
    }),
    validateJson(CartPutInputSchema),
    async (c) => {
      const cart = await replaceCart(serviceContext(c), c.var.auth.userId, c.req.valid('json'))
      return ok(c, cart, 'Cart saved.')
    },
  )
  .post(
    '/merge',
    describeRoute({
      summary: 'Add a visitor’s cart to the user’s on sign-in',
      description: 'Not idempotent by nature: send an Idempotency-Key.',
      tags: ['Billing'],
      auth: 'verified',
      response: CartSchema,
    }),
    validateJson(CartMergeInputSchema),
    async (c) => {
      const { items } = c.req.valid('json')
      const cart = await mergeIntoCart(serviceContext(c), c.var.auth.userId, items)
      return ok(c, cart, 'Cart merged.')
    },
  )
