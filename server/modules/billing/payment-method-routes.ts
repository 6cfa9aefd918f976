import { Hono } from 'hono'
import * as v from 'valibot'
import {
  PAYMENT_METHOD_ID,
  PAYMENT_METHOD_TEXTS,
  PaymentMethodListSchema,
  SetupSessionInputSchema,
  SetupSessionResultSchema,
  TestSetupInputSchema,
  TestSetupResultSchema,
} from '@/api/billing/payment-methods'
import { ErrorCode } from '@/api/errors'
import type { AppEnv } from '../../core/app-env'
import { AppError } from '../../core/app-error'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import { serviceContext } from '../../core/service-context'
import { validateJson } from '../../core/validate'
import { requireViewer } from '../../core/viewer'
import { createSetupSession, listPaymentMethods, removePaymentMethod } from './payment-methods'
import { paymentProviderFor } from './providers'
import { confirmTestSetup } from './test-payment-methods'

const ABOUT = 'About the account the caller manages billing for (else their personal account).'

/** GET /api/Billing/payment-methods and the test provider's setup form (mounted at /api/Billing). */
export const billingPaymentMethodRoutes = new Hono<AppEnv>()
  .get(
    '/payment-methods',
    describeRoute({
      tags: ['Billing'],
      summary: 'The cards of the caller’s billing account',
      description: ABOUT + ' Stripe’s are listed live from the account’s Stripe customer.',
      auth: 'required',
      response: PaymentMethodListSchema,
      responses: { 403: 'AUTHORIZATION_ERROR: no payment provider on this server.' },
    }),
    ...requireViewer(),
    async (c) => {
      c.header('Cache-Control', 'no-store')
      const provider = paymentProviderFor(c.var.deps.env)
      return ok(c, await listPaymentMethods(serviceContext(c), c.var.viewer, provider))
    },
  )
  .post(
    '/test-setup/confirm',
    describeRoute({
      tags: ['Billing'],
      summary: 'Add a Stripe test card through the built-in test provider’s setup form (TEST MODE)',
      description:
        '4242 4242 4242 4242 is added; 4000 0000 0000 0002 is declined. Only the brand, last four digits and ' +
        'expiry are kept. Refused when Stripe is configured, and in production unless ALLOW_TEST_PAYMENTS is set.',
      auth: 'verified',
      response: TestSetupResultSchema,
      responses: {
        400: 'VALIDATION_ERROR: an expired or altered setup link, or a malformed card.',
        402: 'PAYMENT_DECLINED: the card was declined; nothing was added.',
        403: 'AUTHORIZATION_ERROR: test payments are off on this server.',
      },
    }),
    ...requireViewer({ verified: true }),
    validateJson(TestSetupInputSchema),
    async (c) => {
      if (paymentProviderFor(c.var.deps.env).name !== 'test') {
        throw new AppError(ErrorCode.VALIDATION_ERROR, { message: PAYMENT_METHOD_TEXTS.setupExpired })
      }
      const result = await confirmTestSetup(serviceContext(c), c.var.viewer, c.req.valid('json'))
      return ok(c, result, PAYMENT_METHOD_TEXTS.added)
    },
  )

/** POST /api/Payment/create-setup-session, DELETE /api/Payment/payment-methods/{id} (seed 1 §7). */
export const paymentMethodRoutes = new Hono<AppEnv>()
  .post(
    '/create-setup-session',
    describeRoute({
      tags: ['Payment'],
      summary: 'Open a page where the caller adds a card',
      description:
        ABOUT +
        ' `successUrl` and `cancelUrl` must be pages of this site. Answers `Url`: Stripe’s hosted ' +
        'setup page, or the built-in test provider’s TEST MODE form.',
      auth: 'verified',
      response: SetupSessionResultSchema,
      responses: { 400: 'VALIDATION_ERROR: a return address of another origin.' },
    }),
    ...requireViewer({ verified: true }),
    validateJson(SetupSessionInputSchema),
    async (c) => {
      const provider = paymentProviderFor(c.var.deps.env)
      return ok(c, await createSetupSession(serviceContext(c), c.var.viewer, c.req.valid('json'), provider))
    },
  )
  .delete(
    '/payment-methods/:id',
    describeRoute({
      tags: ['Payment'],
      summary: 'Remove a card of the caller’s billing account',
      description: ABOUT,
      auth: 'verified',
      params: { id: 'The payment method id.' },
      response: v.object({ removed: v.literal(true) }),
      responses: { 404: 'NOT_FOUND_ERROR: no such card of the caller’s billing account.' },
    }),
    ...requireViewer({ verified: true }),
    async (c) => {
      const id = c.req.param('id')
      if (!PAYMENT_METHOD_ID.test(id)) {
        throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: PAYMENT_METHOD_TEXTS.notFound })
      }
      const provider = paymentProviderFor(c.var.deps.env)
      await removePaymentMethod(serviceContext(c), c.var.viewer, id, provider)
      return ok(c, { removed: true as const }, PAYMENT_METHOD_TEXTS.removed)
    },
  )
