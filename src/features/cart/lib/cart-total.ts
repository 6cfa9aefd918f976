import type { CartItem } from '../stores/cart-store'

export function lineTotal(item: CartItem): number {
  return item.price * item.quantity
}

/** Total in cents-rounded dollars, so 3 × 9.95 is 29.85 and not 29.849999. */
export function cartTotal(items: readonly CartItem[]): number {
  const cents = items.reduce((sum, item) => sum + Math.round(lineTotal(item) * 100), 0)
  return cents / 100
}

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}

/** $X.XX, as prices are shown across the app (seed 1 §9). */
export function formatUsd(amount: number): string {
  return `$${amount.toFixed(2)}`
}

export function cyclePriceLabel(item: CartItem): string {
  return `${formatUsd(item.price)}/${item.billingCycle === 'annual' ? 'year' : 'month'}`
}
