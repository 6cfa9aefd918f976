import { createRequire } from 'node:module'
import type Stripe from 'stripe'
import { WebhookSignatureError, type PaymentProvider } from './payment-provider'
import { CHECKOUT_METADATA_KEY, subscriptionSnapshot, toPaymentEvent } from './stripe-events'

/**
 * Stripe (decision 034): a hosted Checkout Session in subscription mode, priced inline from our cents (no
 * price ids to keep in sync), and webhooks verified by signature with the endpoint's secret. The
 * subscription's state is whatever the webhooks last said.
 */
export function stripeProvider(secretKey: string, webhookSecret: string): PaymentProvider {
  // Required here, not imported at the top: the SDK is ~20 MB of resident memory that a server without Stripe
  // keys would keep for its whole life (decision 031). Its CommonJS build loads synchronously.
  const StripeClient = createRequire(import.meta.url)('stripe') as typeof Stripe
  const stripe = new StripeClient(secretKey, { maxNetworkRetries: 2, timeout: 20_000 })
  return {
    name: 'stripe',
    async startCheckout(request) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        client_reference_id: request.checkoutSessionId,
        customer_email: request.customerEmail,
        line_items: [
          {
            quantity: request.seats,
            price_data: {
              currency: 'usd',
              unit_amount: request.unitAmountCents,
              recurring: { interval: request.billingCycle === 'annual' ? 'year' : 'month' },
              product_data: { name: 'ReelHire Premium seat' },
            },
          },
        ],
        metadata: { [CHECKOUT_METADATA_KEY]: request.checkoutSessionId },
        subscription_data: { metadata: { [CHECKOUT_METADATA_KEY]: request.checkoutSessionId } },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      })
      return { providerSessionId: session.id, url: session.url }
    },
    parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header')
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret)
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature')
      }
      return toPaymentEvent(event)
    },
    async setCancelAtPeriodEnd(subscription, cancel) {
      const updated = await stripe.subscriptions.update(subscription.providerSubscriptionId, {
        cancel_at_period_end: cancel,
      })
      // Stripe answers the new state at once (its webhook follows): recorded under an id of its own, so the
      // webhook's later delivery applies the same state again rather than being mistaken for this one.
      return {
        provider: 'stripe',
        id: `api_${updated.id}_${Date.now()}`,
        type: 'subscription.updated',
        subscription: subscriptionSnapshot(updated),
      }
    },
  }
}
