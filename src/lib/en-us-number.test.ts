import { describe, expect, it } from 'vitest'
import { formatEnUsCurrency, formatInteger } from './en-us-number'

const intl = (amount: number, currency: string, compact: boolean) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    notation: compact && amount >= 10_000 ? 'compact' : 'standard',
    maximumFractionDigits: compact && amount >= 10_000 ? 1 : Number.isInteger(amount) ? 0 : 2,
    minimumFractionDigits: !Number.isInteger(amount) && !(compact && amount >= 10_000) ? 2 : 0,
  }).format(amount)

// A fixed pseudo-random sequence, so a failure names the same amount every run.
function* amounts(count: number) {
  let seed = 12345
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
  for (let i = 0; i < count; i++) {
    const magnitude = Math.floor(next() * 10)
    yield Math.floor(next() * 10 ** magnitude)
  }
}

const EDGES = [
  0, 1, 999, 1000, 9999, 10_000, 12_345, 12_350, 12_349, 99_950, 99_949, 999_949, 999_950, 999_999,
]
const MORE_EDGES = [1_000_000, 1_049_999, 1_050_000, 999_950_000, 999_949_999, 100_000_000]
const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'INR', 'CNY', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN']
const OTHERS = ['ZAR', 'BRL', 'MXN', 'KRW', 'ILS', 'NZD', 'SGD', 'HKD']

describe('formatEnUsCurrency writes what Intl en-US writes', () => {
  it.each([...CURRENCIES, ...OTHERS])('%s, standard and compact, edges and 400 whole amounts', (currency) => {
    for (const amount of [...EDGES, ...MORE_EDGES, ...amounts(400)]) {
      for (const compact of [false, true]) {
        expect(formatEnUsCurrency(amount, currency, compact), `${amount} ${compact}`).toBe(
          intl(amount, currency, compact),
        )
      }
    }
  })

  it('amounts with cents, rounded as ICU rounds them (1.005 → 1.01)', () => {
    for (const amount of [0.5, 1.005, 2.675, 12.345, 25.5, 1234.995, 99.999, 0.01, 10.1, 7.125]) {
      expect(formatEnUsCurrency(amount, 'USD', false), String(amount)).toBe(intl(amount, 'USD', false))
      expect(formatEnUsCurrency(amount, 'USD', true), String(amount)).toBe(intl(amount, 'USD', true))
    }
  })

  it('leaves to Intl what it does not cover', () => {
    expect(formatEnUsCurrency(100, 'XYZ', false)).toBeNull()
    expect(formatEnUsCurrency(-5, 'USD', false)).toBeNull()
    expect(formatEnUsCurrency(Number.NaN, 'USD', false)).toBeNull()
    expect(formatEnUsCurrency(12_345.5, 'USD', true)).toBeNull()
  })
})

describe('formatInteger', () => {
  it('groups thousands as toLocaleString en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, -12_345, 1_234_567_890, ...amounts(500)]) {
      expect(formatInteger(n)).toBe(n.toLocaleString('en-US'))
    }
  })
})
