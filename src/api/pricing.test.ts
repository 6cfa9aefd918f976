import { describe, expect, it } from 'vitest'
import { formatCents, formatCentsPerCycle, formatPrice, priceCents, priceFor, seatPrice } from './pricing'

describe('pricing in cents', () => {
  it.each([
    [1, 'monthly', 995],
    [3, 'monthly', 2985],
    [20, 'monthly', 19900],
    [1, 'annual', 9552],
    [3, 'annual', 28656],
    [20, 'annual', 191040],
  ] as const)('%i users billed %s cost %i cents', (users, cycle, cents) => {
    expect(priceCents(users, cycle)).toBe(cents)
  })

  it.each([0, 21, -1, 2.5, Number.NaN])('refuses %s users', (users) => {
    expect(() => priceCents(users, 'monthly')).toThrow(RangeError)
    expect(() => priceCents(users, 'annual')).toThrow(RangeError)
  })

  it('derives the dollar prices from the cents', () => {
    expect(seatPrice('monthly')).toBe(9.95)
    expect(seatPrice('annual')).toBe(95.52)
    expect(priceFor(3, 'monthly')).toBe(29.85)
    expect(priceFor(20, 'annual')).toBe(1910.4)
  })

  it('formats $X.XX/month and $X.XX/year', () => {
    expect(formatPrice(9.95, 'monthly')).toBe('$9.95/month')
    expect(formatPrice(95.52, 'annual')).toBe('$95.52/year')
    expect(formatCentsPerCycle(28656, 'annual')).toBe('$286.56/year')
    expect(formatCentsPerCycle(995, 'monthly')).toBe('$9.95/month')
    expect(formatCents(191040)).toBe('$1910.40')
    expect(formatCents(5)).toBe('$0.05')
  })
})
