import { Hono } from 'hono'
import {
  CheckoutCreateInputSchema,
  CheckoutResultSchema,
  CheckoutSessionSchema,
  PaymentOptionsSchema,
  CHECKOUT_TEXTS,
} from '@/api/billing/checkout'
import { INVOICE_TEXTS, InvoiceListSchema, InvoiceSchema } from '@/api/billing/invoice'
import { BillingSubscriptionSchema, SUBSCRIPTION_TEXTS } from '@/api/billing/subscription'
import { TestPaymentInputSchema } from '@/api/billing/test-payment'
import { ErrorCode } from '@/api/errors'
import type { AppEnv } from '../../core/app-env'
import { AppError } from '../../core/app-error'
import { ok } from '../../core/envelope'
import { uuidParam } from '../../core/id-param'
import { describeRoute } from '../../core/openapi/describe-route'
import type { RouteMeta } from '../../core/openapi/route-meta'
import { serviceContext } from '../../core/service-context'
import { validateJson } from '../../core/validate'
import { requireViewer } from '../../core/viewer'
import { createCheckout, getCheckoutResult, payTestCheckout } from './checkout'
import { getInvoice, listInvoices } from './invoices'
import { paymentProviderFor, paymentProviderName, providerOfSubscription } from './providers'
import { setCancelAtPeriodEnd } from './subscription-changes'
import { getBillingSubscription } from './subscriptions'

const describe = (meta: Omit<RouteMeta, 'tags'>) => describeRoute({ tags: ['Billing'], ...meta })
const BILLING_ACCOUNT =
  'About the account the caller acts in when they own it or are an employer there, else their personal account.'

/**
 * /api/Billing (seed 1 §7 names subscription and invoices; the shapes, checkout and the test provider's card
 * form are ours, decision 034). Everything is the caller's own: sessions they opened, accounts they manage.
 */
export const billingRoutes = new Hono<AppEnv>()
  .get(
    '/subscription',
    describe({
      summary: 'The plan and Premium subscription of the caller’s billing account',
      description: BILLING_ACCOUNT,
      auth: 'required',
      response: BillingSubscriptionSchema,
    }),
    ...requireViewer(),
    async (c) => {
      c.header('Cache-Control', 'no-store')
      return ok(c, await getBillingSubscription(serviceContext(c), c.var.viewer))
    },
  )
  .post(
    '/subscription/cancel',
    describe({
      summary: 'Cancel Premium at the end of the paid period',
      description:
        BILLING_ACCOUNT + ' Premium stays until the period ends; nothing is refunded. Repeating is harmless.',
      auth: 'verified',
      response: BillingSubscriptionSchema,
      responses: { 404: 'NOT_FOUND_ERROR: the account has no active subscription.' },
    }),
    ...requireViewer({ verified: true }),
    async (c) => {
      const result = await setCancelAtPeriodEnd(serviceContext(c), c.var.viewer, true, (name) =>
        providerOfSubscription(c.var.deps.env, name),
      )
      return ok(c, result, SUBSCRIPTION_TEXTS.canceled)
    },
  )
  .post(
    '/subscription/resume',
    describe({
      summary: 'Take back a cancellation: Premium renews as before',
      description: BILLING_ACCOUNT + ' Only while the paid period lasts. Repeating is harmless.',
      auth: 'verified',
      response: BillingSubscriptionSchema,
      responses: { 404: 'NOT_FOUND_ERROR: the account has no active subscription.' },
    }),
    ...requireViewer({ verified: true }),
    async (c) => {
      const result = await setCancelAtPeriodEnd(serviceContext(c), c.var.viewer, false, (name) =>
        providerOfSubscription(c.var.deps.env, name),
      )
      return ok(c, result, SUBSCRIPTION_TEXTS.resumed)
    },
  )
  .get(
    '/invoices',
    describe({
      summary: 'Invoices of the caller’s billing account, newest first',
      description: BILLING_ACCOUNT,
      auth: 'required',
      response: InvoiceListSchema,
    }),
    ...requireViewer(),
    async (c) => ok(c, await listInvoices(c.var.deps.db, c.var.viewer)),
  )
  .get(
    '/invoices/:id',
    describe({
      summary: 'One invoice with its lines',
      auth: 'required',
      params: { id: 'The invoice id.' },
      response: InvoiceSchema,
      responses: { 404: 'NOT_FOUND_ERROR: no such invoice of an account whose billing the caller manages.' },
    }),
    uuidParam('id', INVOICE_TEXTS.notFound),
    ...requireViewer(),
    async (c) => ok(c, await getInvoice(c.var.deps.db, c.var.viewer, c.req.param('id'))),
  )
  .get(
    '/payment-options',
    describe({
      summary: 'How this server takes payments: Stripe, the built-in test provider, or none',
      auth: 'none',
      response: PaymentOptionsSchema,
    }),
    (c) => ok(c, { provider: paymentProviderName(c.var.deps.env) }),
  )
  .post(
    '/checkout',
    describe({
      summary: 'Open a checkout session for the cart',
      description:
        'Prices the server’s cart at `cartVersion` (seats = users × quantity, 1 to 20) with the configured ' +
        'provider: Stripe answers the hosted page’s `url`; the built-in test provider answers `url: null` and ' +
        'takes the card at /test-payments/{id}/pay. The same cart reuses its open test session.',
      auth: 'verified',
      status: 201,
      response: CheckoutSessionSchema,
      responses: {
        400: 'VALIDATION_ERROR: the cart is empty or covers more than 20 users.',
        403: 'AUTHORIZATION_ERROR: no Stripe keys and test payments are off (production).',
        409: 'VERSION_CONFLICT: the cart changed since `cartVersion`; CONFLICT_ERROR: the account already has Premium.',
      },
    }),
    ...requireViewer({ verified: true }),
    validateJson(CheckoutCreateInputSchema),
    async (c) => {
      const provider = paymentProviderFor(c.var.deps.env)
      const session = await createCheckout(serviceContext(c), c.var.viewer, c.req.valid('json'), provider)
      return ok(c, session, undefined, 201)
    },
  )
  .get(
    '/checkout/:id',
    describe({
      summary: 'A checkout session of the caller and, once paid, its subscription and invoice',
      auth: 'required',
      params: { id: 'The checkout session id.' },
      response: CheckoutResultSchema,
      responses: { 404: 'NOT_FOUND_ERROR: no such checkout session of the caller.' },
    }),
    uuidParam('id', CHECKOUT_TEXTS.sessionNotFound),
    ...requireViewer(),
    async (c) => {
      c.header('Cache-Control', 'no-store')
      return ok(c, await getCheckoutResult(c.var.deps.db, c.var.viewer, c.req.param('id')))
    },
  )
  .post(
    '/test-payments/:id/pay',
    describe({
      summary: 'Pay a checkout session with a Stripe test card (built-in test provider, TEST MODE)',
      description:
        '4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient ' +
        'funds. Other numbers are refused. The number is never stored or logged. Refused when Stripe is ' +
        'configured, and in production unless ALLOW_TEST_PAYMENTS is set.',
      auth: 'verified',
      params: { id: 'The checkout session id.' },
      response: CheckoutResultSchema,
      responses: {
        402: 'PAYMENT_DECLINED: the card was declined (the message says why); nothing was charged or changed.',
        403: 'AUTHORIZATION_ERROR: test payments are off on this server.',
        404: 'NOT_FOUND_ERROR: no such test checkout session of the caller.',
        409: 'CONFLICT_ERROR: the session is already paid, or the account has Premium.',
      },
    }),
    uuidParam('id', CHECKOUT_TEXTS.sessionNotFound),
    ...requireViewer({ verified: true }),
    validateJson(TestPaymentInputSchema),
    async (c) => {
      const provider = paymentProviderFor(c.var.deps.env)
      // With Stripe configured the test provider is gone: its old sessions cannot be paid any more.
      if (provider.name !== 'test') {
        throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: CHECKOUT_TEXTS.sessionNotFound })
      }
      const result = await payTestCheckout(
        serviceContext(c),
        c.var.viewer,
        c.req.param('id'),
        c.req.valid('json'),
      )
      return ok(c, result, CHECKOUT_TEXTS.paid)
    },
  )
