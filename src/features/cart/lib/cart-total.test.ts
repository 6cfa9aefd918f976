import { describe, expect, it } from 'vitest'
import type { CartItem } from '../stores/cart-store'
import { cartCount, cartTotal, cyclePriceLabel, formatUsd } from './cart-total'

const item = (over: Partial<CartItem>): CartItem => ({
  id: 'x',
  name: 'Premium seats',
  price: 9.95,
  quantity: 1,
  users: 1,
  billingCycle: 'monthly',
  ...over,
})

describe('cart totals', () => {
  it('sums lines without floating-point drift', () => {
    expect(cartTotal([item({ id: 'a', quantity: 3 }), item({ id: 'b', price: 95.52 })])).toBe(125.37)
    expect(cartTotal([])).toBe(0)
  })
  it('counts units and formats prices as $X.XX per cycle', () => {
    expect(cartCount([item({ quantity: 2 }), item({ id: 'b' })])).toBe(3)
    expect(formatUsd(9.5)).toBe('$9.50')
    expect(cyclePriceLabel(item({ price: 95.52, billingCycle: 'annual' }))).toBe('$95.52/year')
  })
})
