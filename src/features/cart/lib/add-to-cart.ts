import type { CartLineInput } from '@/api/cart'
import { toaster } from '@/components/ui/toaster'
import { useCartStore } from '../stores/cart-store'

/** "Add to cart" anywhere (the pricing page): the line goes in (or adds to its quantity) and the drawer opens. */
export function addToCart(line: CartLineInput): void {
  const cart = useCartStore.getState()
  cart.addItem(line)
  cart.setOpen(true)
  toaster.create({ type: 'success', title: 'Added to cart' })
}
