import {
  CheckoutResultSchema,
  CheckoutSessionSchema,
  PaymentOptionsSchema,
  type CheckoutResult,
  type CheckoutSession,
  type PaymentOptions,
} from '@/api/billing/checkout'
import type { TestPaymentInput } from '@/api/billing/test-payment'
import { CartSchema, type Cart } from '@/api/cart'
import { IDEMPOTENCY_HEADER } from '@/api/offline'
import { apiRequest } from '@/lib/api-client/api-client'

/** The calls of /checkout and /checkout/success (issue 17). */

export const checkoutCartQueryKey = ['billing', 'checkout-cart'] as const
export const paymentOptionsQueryKey = ['billing', 'payment-options'] as const
export const checkoutResultQueryKey = (id: string) => ['billing', 'checkout', id] as const

/** The server's cart: what checkout charges for (the local cart may still be on its way). */
export function fetchServerCart(signal?: AbortSignal): Promise<Cart> {
  return apiRequest('/Billing/cart', { schema: CartSchema, signal })
}

export function fetchPaymentOptions(signal?: AbortSignal): Promise<PaymentOptions> {
  return apiRequest('/Billing/payment-options', { schema: PaymentOptionsSchema, signal })
}

export function createCheckout(cartVersion: number): Promise<CheckoutSession> {
  return apiRequest('/Billing/checkout', {
    method: 'POST',
    body: { cartVersion },
    schema: CheckoutSessionSchema,
    headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
  })
}

/**
 * The test provider's card form. The number goes to our server once and nowhere else: no Idempotency-Key, so
 * not even a hash of the request is kept (a second try of a paid session is refused by its status anyway).
 */
export function payWithTestCard(sessionId: string, card: TestPaymentInput): Promise<CheckoutResult> {
  return apiRequest(`/Billing/test-payments/${encodeURIComponent(sessionId)}/pay`, {
    method: 'POST',
    body: card,
    schema: CheckoutResultSchema,
  })
}

export function fetchCheckoutResult(id: string, signal?: AbortSignal): Promise<CheckoutResult> {
  return apiRequest(`/Billing/checkout/${encodeURIComponent(id)}`, { schema: CheckoutResultSchema, signal })
}
