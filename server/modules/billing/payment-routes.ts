import { Hono } from 'hono'
import { WebhookReceiptSchema } from '@/api/billing/webhook'
import { ErrorCode } from '@/api/errors'
import type { AppEnv } from '../../core/app-env'
import { AppError } from '../../core/app-error'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import { serviceContext } from '../../core/service-context'
import { handlePaymentEvent } from './handle-payment-event'
import { WebhookSignatureError } from './payment-provider'
import { paymentProviderFor, paymentProviderName } from './providers'

/**
 * /api/Payment/webhook: Stripe's events. The raw body is verified against the Stripe-Signature header with
 * the endpoint's secret before anything is read from it; a bad or missing signature is a 400 that changes
 * nothing. A verified event is applied once (a redelivery answers `duplicate: true`).
 */
export const paymentRoutes = new Hono<AppEnv>().post(
  '/webhook',
  describeRoute({
    tags: ['Payment'],
    summary: 'Stripe webhook endpoint',
    description:
      'Send Stripe’s raw event body with its Stripe-Signature header. Acts on customer.subscription.*, ' +
      'invoice.paid and checkout.session.completed; other events are acknowledged and ignored. A non-2xx ' +
      'answer (409: an invoice before its subscription) makes Stripe retry.',
    auth: 'none',
    response: WebhookReceiptSchema,
    responses: { 400: 'VALIDATION_ERROR: missing or invalid signature (or no Stripe configured).' },
  }),
  async (c) => {
    const raw = await c.req.text()
    let event
    try {
      // Only Stripe sends webhooks; without it configured every delivery is unverifiable.
      if (paymentProviderName(c.var.deps.env) !== 'stripe')
        throw new WebhookSignatureError('Stripe is not configured')
      event = paymentProviderFor(c.var.deps.env).parseWebhook(raw, c.req.header('stripe-signature'))
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error
      c.var.log.warn({ reason: error.message }, 'payment webhook refused')
      throw new AppError(ErrorCode.VALIDATION_ERROR, { message: 'Invalid webhook signature.' })
    }
    const { duplicate } = await handlePaymentEvent(serviceContext(c), event)
    return ok(c, { received: true as const, duplicate })
  },
)
