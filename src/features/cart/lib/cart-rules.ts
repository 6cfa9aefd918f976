import * as v from 'valibot'
import {
  CART_PRODUCT_IDS,
  CartLineInputSchema,
  MAX_CART_LINES,
  MAX_CART_QUANTITY,
  mergeCartLines,
  priceCartLine,
  type Cart,
  type CartItem,
  type CartLineInput,
  type CartProductId,
  CART_MAX_USERS,
  CART_MIN_QUANTITY,
  CART_MIN_USERS,
} from '@/api/cart'
import type { BillingCycle } from '@/api/pricing'

/**
 * The cart's rules (adding an existing item adds quantity, 0 or less removes it, users 1–20) as pure functions
 * on unpriced lines. Every function returns a new array
 * and never mutates its input; prices are derived from the lines with priceCartLine (the server's arithmetic).
 */

export function isCartProductId(id: string): id is CartProductId {
  return (CART_PRODUCT_IDS as readonly string[]).includes(id)
}

/** Users are whole numbers from 1 to 20; anything else is brought into range. */
export function clampUsers(users: number): number {
  if (!Number.isFinite(users)) return CART_MIN_USERS
  return Math.min(CART_MAX_USERS, Math.max(CART_MIN_USERS, Math.round(users)))
}

/** A quantity is a whole number from 1 to MAX_CART_QUANTITY (0 or less means "remove", see setLineQuantity). */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return CART_MIN_QUANTITY
  return Math.min(MAX_CART_QUANTITY, Math.max(CART_MIN_QUANTITY, Math.round(quantity)))
}

export function normalizeLine(line: CartLineInput): CartLineInput {
  return {
    id: line.id,
    quantity: clampQuantity(line.quantity),
    users: clampUsers(line.users),
    billingCycle: line.billingCycle === 'annual' ? 'annual' : 'monthly',
  }
}

/** Adding a product already in the cart increases its quantity; its users and cycle become the added ones. */
export function addLine(lines: readonly CartLineInput[], line: CartLineInput): CartLineInput[] {
  return mergeCartLines(lines, [normalizeLine(line)])
}

/** A quantity of 0 or less removes the line. */
export function setLineQuantity(
  lines: readonly CartLineInput[],
  id: string,
  quantity: number,
): CartLineInput[] {
  if (Number.isNaN(quantity)) return [...lines]
  if (quantity <= 0) return removeLine(lines, id)
  return lines.map((l) => (l.id === id ? { ...l, quantity: clampQuantity(quantity) } : l))
}

export function setLineUsers(lines: readonly CartLineInput[], id: string, users: number): CartLineInput[] {
  if (Number.isNaN(users)) return [...lines]
  return lines.map((l) => (l.id === id ? { ...l, users: clampUsers(users) } : l))
}

export function setLineCycle(
  lines: readonly CartLineInput[],
  id: string,
  billingCycle: BillingCycle,
): CartLineInput[] {
  return lines.map((l) => (l.id === id ? { ...l, billingCycle } : l))
}

export function removeLine(lines: readonly CartLineInput[], id: string): CartLineInput[] {
  return lines.filter((l) => l.id !== id)
}

/** The priced lines the drawer shows; `price` is one unit for its cycle (users × seat price). */
export function priceLines(lines: readonly CartLineInput[]): CartItem[] {
  return lines.map(priceCartLine)
}

/**
 * Lines read from anywhere outside our control (localStorage of an older version, the server's priced items):
 * unknown products and broken values are dropped, numbers brought into range, each product kept once.
 */
export function sanitizeLines(raw: unknown): CartLineInput[] {
  if (!Array.isArray(raw)) return []
  const out: CartLineInput[] = []
  for (const item of raw as unknown[]) {
    if (typeof item !== 'object' || item === null) continue
    const { id, quantity, users, billingCycle } = item as Record<string, unknown>
    const candidate = {
      id,
      quantity: typeof quantity === 'number' ? clampQuantity(quantity) : quantity,
      users: typeof users === 'number' ? clampUsers(users) : users,
      billingCycle,
    }
    const parsed = v.safeParse(CartLineInputSchema, candidate)
    if (!parsed.success || out.some((l) => l.id === parsed.output.id)) continue
    if (out.length < MAX_CART_LINES) out.push(parsed.output)
  }
  return out
}

/** The lines of a server cart (its items are priced; the price is recomputed here, never trusted). */
export function linesFromCart(cart: Pick<Cart, 'items'>): CartLineInput[] {
  return sanitizeLines(cart.items)
}

export function sameLines(a: readonly CartLineInput[], b: readonly CartLineInput[]): boolean {
  return (
    a.length === b.length &&
    a.every((l, i) => {
      const o = b[i]
      return (
        o !== undefined &&
        o.id === l.id &&
        o.quantity === l.quantity &&
        o.users === l.users &&
        o.billingCycle === l.billingCycle
      )
    })
  )
}
