// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toaster } from '@/components/ui/toaster'
import { useCartStore } from '../stores/cart-store'
import { addToCart } from './add-to-cart'

afterEach(() => {
  useCartStore.getState().clear()
  useCartStore.setState({ isOpen: false })
  vi.restoreAllMocks()
})

describe('addToCart', () => {
  it('adds the line, opens the drawer and says "Added to cart"; again raises the quantity', () => {
    const toast = vi.spyOn(toaster, 'create').mockReturnValue('id')
    addToCart({ id: 'premium-seats', quantity: 1, users: 2, billingCycle: 'annual' })
    expect(useCartStore.getState()).toMatchObject({
      isOpen: true,
      items: [{ id: 'premium-seats', quantity: 1, users: 2, billingCycle: 'annual', price: 191.04 }],
    })
    expect(toast).toHaveBeenCalledWith({ type: 'success', title: 'Added to cart' })
    addToCart({ id: 'premium-seats', quantity: 1, users: 2, billingCycle: 'annual' })
    expect(useCartStore.getState().items[0]?.quantity).toBe(2)
  })
})
