import * as v from 'valibot'
import {
  PaymentMethodListSchema,
  SetupSessionResultSchema,
  type PaymentMethodList,
} from '@/api/billing/payment-methods'
import { apiRequest } from '@/lib/api-client/api-client'

export const paymentMethodsQueryKey = ['billing', 'payment-methods'] as const

export function fetchPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodList> {
  return apiRequest('/Billing/payment-methods', { schema: PaymentMethodListSchema, signal })
}

/** Opens a setup session returning to /account, and answers where the browser goes to add the card. */
export async function startAddCard(): Promise<string> {
  const back = `${window.location.origin}/account`
  const { Url } = await apiRequest('/Payment/create-setup-session', {
    method: 'POST',
    body: { successUrl: `${back}?card=added#billing`, cancelUrl: `${back}#billing` },
    schema: SetupSessionResultSchema,
  })
  return Url
}

export const removePaymentMethod = (id: string) =>
  apiRequest(`/Payment/payment-methods/${encodeURIComponent(id)}`, { method: 'DELETE', schema: v.unknown() })
