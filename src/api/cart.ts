import * as v from 'valibot'
import { INT4_MAX } from './bounds'
import { priceFor, type BillingCycle } from './pricing'

/**
 * The cart (seed 1 §3 "Cart item", §4, §5). The spec has no cart endpoint; ours follows its Billing calls:
 * GET /api/Billing/cart, PUT /api/Billing/cart (absolute state + the version it was based on),
 * POST /api/Billing/cart/merge (a visitor's cart added to the account's on sign-in). Decision 011.
 */

/** What can be bought. The price of a line is never taken from the client: the server reprices it. */
export const CART_PRODUCTS = {
  'premium-seats': { name: 'Premium seats' },
} as const
export type CartProductId = keyof typeof CART_PRODUCTS
export const CART_PRODUCT_IDS = Object.keys(CART_PRODUCTS) as CartProductId[]
export const MAX_CART_LINES = 20
/** A cart line buys at least one unit of at least one user's seats, and covers at most 20 users. */
export const CART_MIN_QUANTITY = 1
export const CART_MIN_USERS = 1
export const CART_MAX_USERS = 20
export const MAX_CART_QUANTITY = 100

export const BillingCycleSchema = v.picklist(['monthly', 'annual'] satisfies BillingCycle[])

/** A line as the client sends it: which product, how many, for how many users, billed how. */
export const CartLineInputSchema = v.strictObject({
  id: v.picklist(CART_PRODUCT_IDS, 'Unknown product'),
  quantity: v.pipe(
    v.number('Quantity must be a number'),
    v.integer('Quantity must be a whole number'),
    v.minValue(CART_MIN_QUANTITY, `Quantity must be at least ${CART_MIN_QUANTITY}`),
    v.maxValue(MAX_CART_QUANTITY, `Quantity must be at most ${MAX_CART_QUANTITY}`),
  ),
  users: v.pipe(
    v.number('Users must be a number'),
    v.integer('Users must be a whole number'),
    v.minValue(CART_MIN_USERS, `Users must be between ${CART_MIN_USERS} and ${CART_MAX_USERS}`),
    v.maxValue(CART_MAX_USERS, `Users must be between ${CART_MIN_USERS} and ${CART_MAX_USERS}`),
  ),
  billingCycle: BillingCycleSchema,
})
export type CartLineInput = v.InferOutput<typeof CartLineInputSchema>

const CartLinesSchema = v.pipe(
  v.array(CartLineInputSchema),
  v.maxLength(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} items`),
  v.check((lines) => new Set(lines.map((l) => l.id)).size === lines.length, 'Each product may appear once'),
)

/** PUT /api/Billing/cart: the whole cart as it should be, and the version the client last saw. */
export const CartPutInputSchema = v.strictObject({
  items: CartLinesSchema,
  // carts.version is an int4 column.
  baseVersion: v.pipe(
    v.number('Base version must be a number'),
    v.integer('Base version must be a whole number'),
    v.minValue(0, 'Base version must be 0 or more'),
    v.maxValue(INT4_MAX, `Base version must be at most ${INT4_MAX}`),
  ),
})
export type CartPutInput = v.InferOutput<typeof CartPutInputSchema>

/** POST /api/Billing/cart/merge: lines added to the account's cart (an existing product adds quantity). */
export const CartMergeInputSchema = v.strictObject({ items: CartLinesSchema })
export type CartMergeInput = v.InferOutput<typeof CartMergeInputSchema>

/** A priced line (seed 1 §3): `price` is one unit for its cycle — `users` seats for a month or a year. */
export const CartItemSchema = v.object({
  id: v.string(),
  name: v.string(),
  price: v.number(),
  quantity: v.number(),
  users: v.number(),
  billingCycle: BillingCycleSchema,
})
export type CartItem = v.InferOutput<typeof CartItemSchema>

/** The server's cart. `version` starts at 0 for a user who never had one and grows by 1 per change. */
export const CartSchema = v.object({
  items: v.array(CartItemSchema),
  version: v.number(),
  updatedAt: v.nullable(v.string()),
})
export type Cart = v.InferOutput<typeof CartSchema>

/** One priced line from its input (the same arithmetic on both sides, so the client's optimistic total is right). */
export function priceCartLine(line: CartLineInput): CartItem {
  return {
    id: line.id,
    name: CART_PRODUCTS[line.id].name,
    price: priceFor(line.users, line.billingCycle),
    quantity: line.quantity,
    users: line.users,
    billingCycle: line.billingCycle,
  }
}

/** Merge rule of seed 1 §4: adding an existing product increases its quantity (capped); users/cycle of the added line win. */
export function mergeCartLines(
  base: readonly CartLineInput[],
  added: readonly CartLineInput[],
): CartLineInput[] {
  const out = base.map((l) => ({ ...l }))
  for (const line of added) {
    const existing = out.find((l) => l.id === line.id)
    if (existing) {
      existing.quantity = Math.min(MAX_CART_QUANTITY, existing.quantity + line.quantity)
      existing.users = line.users
      existing.billingCycle = line.billingCycle
    } else if (out.length < MAX_CART_LINES) {
      out.push({ ...line })
    }
  }
  return out
}
