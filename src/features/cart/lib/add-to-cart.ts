import { CART_PRODUCTS, type CartLineInput } from '@/api/cart'
import { useCartStore } from '../stores/cart-store'

/**
 * "Add to cart" anywhere (the pricing page): the line goes in (or adds to its quantity) and the drawer opens on
 * it. The open drawer is the confirmation; its status line tells screen readers (a toast would cover its total).
 */
export function addToCart(line: CartLineInput): void {
  const cart = useCartStore.getState()
  cart.addItem(line)
  const quantity = useCartStore.getState().lines.find((l) => l.id === line.id)?.quantity ?? line.quantity
  const name = CART_PRODUCTS[line.id].name
  cart.setOpen(true, quantity > 1 ? `${name} added to cart, quantity ${quantity}` : `${name} added to cart`)
}

/**
 * "Start Premium" for a signed-in user: the cart holds exactly this plan (quantity 1 of these seats and cycle),
 * ready for checkout — without opening the drawer, since the page goes to /checkout.
 */
export function choosePremium(line: Pick<CartLineInput, 'users' | 'billingCycle'>): void {
  const cart = useCartStore.getState()
  cart.removeItem('premium-seats')
  cart.addItem({ id: 'premium-seats', quantity: 1, users: line.users, billingCycle: line.billingCycle })
}
