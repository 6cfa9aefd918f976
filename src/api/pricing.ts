/**
 * What Premium costs (seed 1 §9), in integer cents: one function, `priceCents`, for the cart, the checkout,
 * the invoice and every price shown, so the client's total and the amount charged cannot differ.
 */

/** One premium seat costs 995 cents ($9.95) a month. */
export const SEAT_PRICE_CENTS_PER_MONTH = 995
/** The same price in dollars, for texts that quote it. */
export const SEAT_PRICE_USD_PER_MONTH = SEAT_PRICE_CENTS_PER_MONTH / 100
/** Annual billing is 12 months at 20% off. */
export const ANNUAL_MONTHS = 12
export const ANNUAL_DISCOUNT_MULTIPLIER = 0.8
/** A free account gets this many AI requests a month. */
export const FREE_AI_REQUESTS_PER_MONTH = 10
/** One purchase covers 1 to 20 users (seed 1 §3 "Cart item"). */
export const MIN_SEATS = 1
export const MAX_SEATS = 20

export type BillingCycle = 'monthly' | 'annual'

/**
 * The price of `users` seats for one billing period, in cents: 995 × users a month, or
 * 995 × users × 12 × 0.8 a year, rounded once at the end. Refuses a count outside 1–20 (RangeError), so
 * nothing can be priced at zero or beyond what a purchase covers.
 */
export function priceCents(users: number, cycle: BillingCycle): number {
  if (!Number.isInteger(users) || users < MIN_SEATS || users > MAX_SEATS) {
    throw new RangeError(`Users must be between ${MIN_SEATS} and ${MAX_SEATS}`)
  }
  const months = cycle === 'annual' ? ANNUAL_MONTHS * ANNUAL_DISCOUNT_MULTIPLIER : 1
  return Math.round(SEAT_PRICE_CENTS_PER_MONTH * users * months)
}

/** Price of one user for one billing period in dollars: 9.95 a month, or 95.52 a year. */
export function seatPrice(cycle: BillingCycle): number {
  return priceCents(1, cycle) / 100
}

/** Price per month for one user, in dollars. */
export function monthlySeatPrice(): number {
  return seatPrice('monthly')
}

/** Price of `users` seats for one billing period, in dollars (cents / 100). */
export function priceFor(users: number, cycle: BillingCycle): number {
  return priceCents(users, cycle) / 100
}

/** '$9.95/month' or '$95.52/year' (seed 1 §9), from a dollar amount. */
export function formatPrice(amount: number, cycle: BillingCycle): string {
  return `$${amount.toFixed(2)}/${cycle === 'annual' ? 'year' : 'month'}`
}

/** '$X.XX' from cents, without float drift: 191040 → '$1910.40'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.trunc(cents))
  return `${sign}$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** '$X.XX/month' or '$X.XX/year' from cents. */
export function formatCentsPerCycle(cents: number, cycle: BillingCycle): string {
  return `${formatCents(cents)}/${cycle === 'annual' ? 'year' : 'month'}`
}
