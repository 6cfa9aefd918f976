/** What a premium seat costs and how billing periods are priced (seed 1 §9). */

/** One premium seat costs this many US dollars a month. */
export const SEAT_PRICE_USD_PER_MONTH = 9.95
/** Annual billing is 12 months at 20% off. */
export const ANNUAL_MONTHS = 12
export const ANNUAL_DISCOUNT_MULTIPLIER = 0.8
/** A free account gets this many AI requests a month. */
export const FREE_AI_REQUESTS_PER_MONTH = 10

export type BillingCycle = 'monthly' | 'annual'

const round2 = (amount: number) => Math.round(amount * 100) / 100

/** Price per month for one user. */
export function monthlySeatPrice(): number {
  return SEAT_PRICE_USD_PER_MONTH
}

/** Price of one user for one billing period: a month, or 12 months at 20% off. */
export function seatPrice(cycle: BillingCycle): number {
  return cycle === 'annual'
    ? round2(SEAT_PRICE_USD_PER_MONTH * ANNUAL_MONTHS * ANNUAL_DISCOUNT_MULTIPLIER)
    : SEAT_PRICE_USD_PER_MONTH
}

/** Price of `users` seats for one billing period, rounded to cents. */
export function priceFor(users: number, cycle: BillingCycle): number {
  return round2(seatPrice(cycle) * users)
}

/** '$9.95/month' or '$95.52/year' (seed 1 §9). */
export function formatPrice(amount: number, cycle: BillingCycle): string {
  return `$${amount.toFixed(2)}/${cycle === 'annual' ? 'year' : 'month'}`
}
