import { CartSchema, type Cart } from '@/api/cart'
import { apiRequest } from '@/lib/api-client/api-client'

/** GET /api/Billing/cart: the signed-in user's cart and its version. */
export function fetchCart(): Promise<Cart> {
  return apiRequest('/Billing/cart', { schema: CartSchema })
}
