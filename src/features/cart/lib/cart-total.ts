import type { CartItem } from '@/api/cart'
import { formatPrice } from '@/api/pricing'

const toCents = (amount: number) => Math.round(amount * 100)

/** One line: its unit price times its quantity, in cents-rounded dollars. */
export function lineTotal(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return toCents(item.price * item.quantity) / 100
}

/** Total in cents-rounded dollars, so 3 × 9.95 is 29.85 and not 29.849999. */
export function cartTotal(items: readonly Pick<CartItem, 'price' | 'quantity'>[]): number {
  const cents = items.reduce((sum, item) => sum + toCents(lineTotal(item)), 0)
  return cents / 100
}

/** The number on the cart button: units across all lines. */
export function cartCount(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}

/** $X.XX, as prices are shown across the app. */
export function formatUsd(amount: number): string {
  return `$${amount.toFixed(2)}`
}

/** '$9.95/month' or '$95.52/year' (12 months at 20% off): one unit of the line for its cycle. */
export function cyclePriceLabel(item: Pick<CartItem, 'price' | 'billingCycle'>): string {
  return formatPrice(item.price, item.billingCycle)
}

/** The line total with its cycle: '$19.90/month'. */
export function lineTotalLabel(item: Pick<CartItem, 'price' | 'quantity' | 'billingCycle'>): string {
  return formatPrice(lineTotal(item), item.billingCycle)
}

/** The cart total with its cycle; a cart mixing cycles shows each cycle's sum: '$9.95/month + $95.52/year'. */
export function cartTotalLabel(
  items: readonly Pick<CartItem, 'price' | 'quantity' | 'billingCycle'>[],
): string {
  const monthly = items.filter((i) => i.billingCycle === 'monthly')
  const annual = items.filter((i) => i.billingCycle === 'annual')
  const parts: string[] = []
  if (monthly.length > 0) parts.push(formatPrice(cartTotal(monthly), 'monthly'))
  if (annual.length > 0) parts.push(formatPrice(cartTotal(annual), 'annual'))
  return parts.length > 0 ? parts.join(' + ') : formatUsd(0)
}
