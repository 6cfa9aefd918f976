import { CartSchema, type Cart, type CartLineInput } from '@/api/cart'
import { IDEMPOTENCY_HEADER } from '@/api/offline'
import { apiRequest } from '@/lib/api-client/api-client'

/**
 * POST /api/Billing/cart/merge: a visitor's lines added to the account's cart. The key makes a retry after a
 * lost answer replay the first result instead of adding the lines twice.
 */
export function mergeCart(items: CartLineInput[], idempotencyKey: string): Promise<Cart> {
  return apiRequest('/Billing/cart/merge', {
    method: 'POST',
    body: { items },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    schema: CartSchema,
  })
}
