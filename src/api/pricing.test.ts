import { describe, expect, it } from 'vitest'
import { formatPrice, priceFor, seatPrice } from './pricing'

describe('pricing', () => {
  it('charges 9.95 per user per month', () => {
    expect(seatPrice('monthly')).toBe(9.95)
    expect(priceFor(3, 'monthly')).toBe(29.85)
  })

  it('bills a year as 12 months at 20% off', () => {
    expect(seatPrice('annual')).toBe(95.52)
    expect(priceFor(20, 'annual')).toBe(1910.4)
  })

  it('formats $X.XX/month and $X.XX/year', () => {
    expect(formatPrice(9.95, 'monthly')).toBe('$9.95/month')
    expect(formatPrice(95.52, 'annual')).toBe('$95.52/year')
    expect(formatPrice(1910.4, 'annual')).toBe('$1910.40/year')
  })
})
