import { createRequire } from 'node:module'
import { priceCents } from '@/api/pricing'
import type Stripe from 'stripe'
import { WebhookSignatureError, type PaymentProvider } from './payment-provider'
import { CHECKOUT_METADATA_KEY, subscriptionSnapshot, toPaymentEvent } from './stripe-events'
import { stripeCustomerOf } from './stripe-customers'

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
    async refreshSubscription(subscription) {
      const current = await stripe.subscriptions.retrieve(subscription.providerSubscriptionId)
      const snapshot = subscriptionSnapshot(current)
      // One id per state: reconciling the same state twice applies it once.
      const state = `${snapshot.status}_${snapshot.currentPeriodEnd.getTime()}_${snapshot.cancelAtPeriodEnd}`
      return [
        {
          provider: 'stripe',
          id: `reconcile_${current.id}_${state}`,
          type: snapshot.status === 'canceled' ? 'subscription.deleted' : 'subscription.updated',
          subscription: snapshot,
        },
      ]
    },
    async changePlan(subscription, next) {
      const current = await stripe.subscriptions.retrieve(subscription.providerSubscriptionId)
      const item = current.items.data[0]
      if (!item) throw new Error(`Stripe subscription ${current.id} has no items`)
      const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id
      // Priced inline again (decision 034); Stripe prorates and invoices the difference at once.
      const updated = await stripe.subscriptions.update(current.id, {
        items: [
          {
            id: item.id,
            quantity: next.quantity,
            price_data: {
              currency: 'usd',
              product,
              unit_amount: priceCents(1, next.billingCycle),
              recurring: { interval: next.billingCycle === 'annual' ? 'year' : 'month' },
            },
          },
        ],
        proration_behavior: 'always_invoice',
      })
      return [
        {
          provider: 'stripe',
          id: `api_${updated.id}_${Date.now()}`,
          type: 'subscription.updated',
          subscription: subscriptionSnapshot(updated),
        },
      ]
    },
    async startSetup(ctx, request) {
      const customer = await stripeCustomerOf(stripe, ctx, request.accountId, {
        email: request.customerEmail,
      })
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        currency: 'usd',
        customer: customer ?? undefined,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      })
      if (!session.url) throw new Error('Stripe answered a setup session without a URL')
      return { url: session.url }
    },
    async listPaymentMethods(ctx, accountId) {
      const customer = await stripeCustomerOf(stripe, ctx, accountId, null)
      if (!customer) return []
      const methods = await stripe.customers.listPaymentMethods(customer, { type: 'card', limit: 100 })
      return methods.data.map((method) => ({
        id: method.id,
        brand: method.card?.brand ?? 'card',
        last4: method.card?.last4 ?? '',
        expMonth: method.card?.exp_month ?? 0,
        expYear: method.card?.exp_year ?? 0,
        testMode: !method.livemode,
      }))
    },
    async removePaymentMethod(ctx, accountId, paymentMethodId) {
      const customer = await stripeCustomerOf(stripe, ctx, accountId, null)
      if (!customer || !paymentMethodId.startsWith('pm_')) return false
      let method: Stripe.PaymentMethod
      try {
        method = await stripe.paymentMethods.retrieve(paymentMethodId)
      } catch (error) {
        if ((error as { code?: string }).code === 'resource_missing') return false
        throw error
      }
      // Another customer's card is "not found", never detached.
      const owner = typeof method.customer === 'string' ? method.customer : method.customer?.id
      if (owner !== customer) return false
      await stripe.paymentMethods.detach(paymentMethodId)
      return true
    },
  }
}
