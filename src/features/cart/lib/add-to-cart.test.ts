// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useCartStore } from '../stores/cart-store'
import { addToCart } from './add-to-cart'

afterEach(() => {
  useCartStore.getState().clear()
  useCartStore.setState({ isOpen: false })
  vi.restoreAllMocks()
})

describe('addToCart', () => {
  it('adds the line and opens the drawer announcing it; again raises the quantity', () => {
    addToCart({ id: 'premium-seats', quantity: 1, users: 2, billingCycle: 'annual' })
    expect(useCartStore.getState()).toMatchObject({
      isOpen: true,
      items: [{ id: 'premium-seats', quantity: 1, users: 2, billingCycle: 'annual', price: 191.04 }],
    })
    expect(useCartStore.getState().announcement).toBe('Premium seats added to cart')
    addToCart({ id: 'premium-seats', quantity: 1, users: 2, billingCycle: 'annual' })
    expect(useCartStore.getState().items[0]?.quantity).toBe(2)
    expect(useCartStore.getState().announcement).toBe('Premium seats added to cart, quantity 2')
    useCartStore.getState().setOpen(false)
    expect(useCartStore.getState().announcement).toBe('')
  })
})
