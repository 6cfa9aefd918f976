import { TestSetupResultSchema } from '@/api/billing/payment-methods'
import type { TestPaymentInput } from '@/api/billing/test-payment'
import { apiRequest } from '@/lib/api-client/api-client'

/** The built-in test provider's "hosted" setup form: adds a Stripe test card to the account (TEST MODE). */
export function confirmTestSetup(setupToken: string, card: TestPaymentInput) {
  return apiRequest('/Billing/test-setup/confirm', {
    method: 'POST',
    body: { setupToken, ...card },
    schema: TestSetupResultSchema,
  })
}
