import { describe, expect, it } from 'vitest'
import type { CartItem } from '@/api/cart'
import {
  cartCount,
  cartTotal,
  cartTotalLabel,
  cyclePriceLabel,
  formatUsd,
  lineTotal,
  lineTotalLabel,
} from './cart-total'

const item = (over: Partial<CartItem>): CartItem => ({
  id: 'premium-seats',
  name: 'Premium seats',
  price: 9.95,
  quantity: 1,
  users: 1,
  billingCycle: 'monthly',
  ...over,
})

describe('cart totals', () => {
  it('sums lines rounded to cents, without floating-point drift', () => {
    expect(lineTotal(item({ quantity: 3 }))).toBe(29.85)
    expect(lineTotal(item({ price: 0.1, quantity: 3 }))).toBe(0.3)
    expect(cartTotal([item({ id: 'a', quantity: 3 }), item({ id: 'b', price: 95.52 })])).toBe(125.37)
    expect(cartTotal([item({ price: 0.1 }), item({ price: 0.2 })])).toBe(0.3)
    expect(cartTotal([])).toBe(0)
  })

  it('counts units across lines', () => {
    expect(cartCount([item({ quantity: 2 }), item({ id: 'b' })])).toBe(3)
    expect(cartCount([])).toBe(0)
  })

  it('formats prices as $X.XX per month or per year', () => {
    expect(formatUsd(9.5)).toBe('$9.50')
    expect(cyclePriceLabel(item({}))).toBe('$9.95/month')
    expect(cyclePriceLabel(item({ price: 95.52, billingCycle: 'annual' }))).toBe('$95.52/year')
    expect(lineTotalLabel(item({ price: 19.9, quantity: 2 }))).toBe('$39.80/month')
  })

  it('labels the total by cycle, and each cycle on its own when mixed', () => {
    expect(cartTotalLabel([item({ quantity: 2 })])).toBe('$19.90/month')
    expect(cartTotalLabel([item({ price: 95.52, billingCycle: 'annual' })])).toBe('$95.52/year')
    expect(cartTotalLabel([item({ id: 'a' }), item({ id: 'b', price: 95.52, billingCycle: 'annual' })])).toBe(
      '$9.95/month + $95.52/year',
    )
    expect(cartTotalLabel([])).toBe('$0.00')
  })
})
