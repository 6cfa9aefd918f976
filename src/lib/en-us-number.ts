/**
 * Numbers and money written exactly as `Intl.NumberFormat('en-US', …)` writes them, without Intl.
 *
 * Why: the first Intl number format a page creates starts ICU's number formatting, ~40 ms of main thread on a
 * fast machine and ~160 ms on a mid-range phone (measured at 4× CPU in Chromium, 2026-11-27), in the middle of
 * hydrating a job list or a job page. The strings here are compared with Intl's in en-us-number.test.ts.
 * Anything outside what these functions cover returns null, and the caller uses Intl.
 */

/** '1234567' → '1,234,567' (digits only). */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** 1234567 → '1,234,567', as (n).toLocaleString('en-US') writes a whole number. */
export function formatInteger(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US')
  return (n < 0 ? '-' : '') + groupThousands(String(Math.abs(n)))
}

/**
 * Hundredths of `amount`, rounded half away from zero on its shortest decimal form (what ICU rounds, so 1.005
 * → 1.01 where toFixed says 1.00). Null for numbers String() writes with an exponent.
 */
function hundredths(amount: number): bigint | null {
  const text = String(amount)
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text)
  if (!match) return null
  const fraction = (match[2] ?? '').padEnd(3, '0')
  const roundUp = fraction[2]! >= '5' ? 1n : 0n
  return BigInt(match[1]!) * 100n + BigInt(fraction.slice(0, 2)) + roundUp
}

/**
 * The narrow symbols en-US writes for the currencies job posts use, with the separator it puts between symbol
 * and number (a no-break space after letters). Other currencies go to Intl.
 */
const NARROW_SYMBOLS: Record<string, string> = {
  USD: '$',
  CAD: '$',
  AUD: '$',
  NZD: '$',
  SGD: '$',
  HKD: '$',
  MXN: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  CNY: '¥',
  INR: '₹',
  KRW: '₩',
  ILS: '₪',
  BRL: 'R$',
  CHF: 'CHF\u00a0',
  SEK: 'kr\u00a0',
  NOK: 'kr\u00a0',
  DKK: 'kr\u00a0',
  PLN: 'zł\u00a0',
  ZAR: 'R\u00a0',
}

const COMPACT_UNITS = [
  { divisor: 1_000_000_000_000n, suffix: 'T' },
  { divisor: 1_000_000_000n, suffix: 'B' },
  { divisor: 1_000_000n, suffix: 'M' },
  { divisor: 1_000n, suffix: 'K' },
] as const

/** A whole, non-negative amount in en-US compact notation with at most one decimal: 123456 → '123.5K'. */
function compactWhole(amount: bigint): string {
  for (let i = 0; i < COMPACT_UNITS.length; i++) {
    const { divisor, suffix } = COMPACT_UNITS[i]!
    if (amount < divisor) continue
    // Tenths of the unit, rounded half up (integer arithmetic, so 12_350 is 12.4K as ICU writes it).
    const tenths = (amount * 20n + divisor) / (2n * divisor)
    // 999_950 rounds to 1000.0K: ICU then writes it in the next unit (1M).
    if (tenths >= 10_000n && i > 0) return compactWhole(divisor * 1000n)
    const whole = tenths / 10n
    const tenth = tenths % 10n
    return `${groupThousands(String(whole))}${tenth === 0n ? '' : `.${tenth}`}${suffix}`
  }
  return String(amount)
}

/**
 * What `new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol', … })`
 * writes for the two formats job salaries use: standard (no decimals for whole amounts, two otherwise) and
 * compact (amounts of 10,000 and more as K/M/B with one decimal at most). Null when Intl must answer: an
 * unlisted currency, a negative or non-finite amount, or a compact amount with cents.
 */
export function formatEnUsCurrency(amount: number, currency: string, compact: boolean): string | null {
  const symbol = NARROW_SYMBOLS[currency]
  if (symbol === undefined || !Number.isFinite(amount) || amount < 0) return null
  const cents = hundredths(amount)
  if (cents === null) return null
  if (compact && amount >= 10_000) {
    if (!Number.isInteger(amount)) return null
    return symbol + compactWhole(BigInt(amount))
  }
  const whole = groupThousands(String(cents / 100n))
  return Number.isInteger(amount)
    ? symbol + whole
    : `${symbol}${whole}.${String(cents % 100n).padStart(2, '0')}`
}
