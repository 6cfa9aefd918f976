import { CHECKOUT_TEXTS } from '@/api/billing/checkout'
import { ErrorCode } from '@/api/errors'
import type { Env } from '../../env'
import { AppError } from '../../core/app-error'
import type { PaymentProvider } from './payment-provider'
import { stripeProvider } from './stripe-provider'
import { testProvider } from './test-provider'

type ProviderSettings = Pick<
  Env,
  'NODE_ENV' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'ALLOW_TEST_PAYMENTS'
>

/** Whether the test provider may take "payments": never in production unless ALLOW_TEST_PAYMENTS says so. */
export function testPaymentsAllowed(env: ProviderSettings): boolean {
  return env.NODE_ENV !== 'production' || env.ALLOW_TEST_PAYMENTS
}

const cache = new WeakMap<object, PaymentProvider>()

/**
 * Stripe when both of its keys are set, else the built-in test provider — refused (403) in production unless
 * explicitly allowed, so a live server can never hand out Premium for a test card.
 */
export function paymentProviderFor(env: ProviderSettings): PaymentProvider {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    let provider = cache.get(env)
    if (!provider) {
      provider = stripeProvider(env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET)
      cache.set(env, provider)
    }
    return provider
  }
  if (!testPaymentsAllowed(env)) {
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, { message: CHECKOUT_TEXTS.testProviderOff })
  }
  return testProvider
}

/** Which provider checkout uses here, for the checkout page: 'none' when test payments are off and Stripe is not set. */
export function paymentProviderName(env: ProviderSettings): 'stripe' | 'test' | 'none' {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) return 'stripe'
  return testPaymentsAllowed(env) ? 'test' : 'none'
}

/**
 * The provider that holds an existing subscription, for changes to it: Stripe's needs Stripe configured; the
 * test provider's own subscriptions (no money involved) can always be changed. Null when unavailable.
 */
export function providerOfSubscription(
  env: ProviderSettings,
  name: 'stripe' | 'test',
): PaymentProvider | null {
  if (name === 'test') return testProvider
  return paymentProviderName(env) === 'stripe' ? paymentProviderFor(env) : null
}
