import type { DraftSalary, DraftSalaryPeriod } from '@/api/job-import'

const CURRENCY_CODES =
  'USD|EUR|GBP|CAD|AUD|NZD|SGD|HKD|JPY|INR|CHF|SEK|NOK|DKK|PLN|CZK|HUF|ZAR|MXN|BRL|CNY|AED|ILS|KRW'
const CURRENCY = `US\\$|A\\$|AU\\$|C\\$|CA\\$|NZ\\$|S\\$|HK\\$|R\\$|\\$|£|€|¥|₹|\\b(?:${CURRENCY_CODES})\\b`
const CURRENCY_AFTER = `€|£|\\b(?:${CURRENCY_CODES}|dollars|euros?|pounds)\\b`
// Thousands grouped by , . ' or spaces; Indian lakh grouping (12,00,000); plain digits; a k/M multiplier.
const AMOUNT = `(\\d{1,2}(?:,\\d{2})+,\\d{3}|\\d{1,3}(?:[,.'\\u00a0\\u202f ]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)([kKmM](?![a-zA-Z]))?`
const MONEY = `(?:(${CURRENCY})\\s?)?${AMOUNT}(?:\\s?(${CURRENCY_AFTER}))?`
const PERIOD_AFTER = `(?:\\s*(?:per|\\/|an?|each|every)\\s*(hour|hr|h|day|week|wk|month|mo|year|yr|annum)\\b|\\s*\\b(hourly|daily|weekly|monthly|yearly|annually|annual|p\\.\\s?a\\.?|pa|ph|p\\.h\\.)(?![a-z]))?`
const MONEY_RANGE = new RegExp(`${MONEY}(?:\\s*(?:-|–|—|to|and)\\s*${MONEY})?${PERIOD_AFTER}`, 'gi')

const SYMBOLS: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  A$: 'AUD',
  AU$: 'AUD',
  C$: 'CAD',
  CA$: 'CAD',
  NZ$: 'NZD',
  S$: 'SGD',
  HK$: 'HKD',
  R$: 'BRL',
  '£': 'GBP',
  '€': 'EUR',
  '¥': 'JPY',
  '₹': 'INR',
  DOLLARS: 'USD',
  EURO: 'EUR',
  EUROS: 'EUR',
  POUNDS: 'GBP',
}

function currencyCode(token: string | undefined): string | null {
  if (!token) return null
  const upper = token.toUpperCase()
  return SYMBOLS[upper] ?? SYMBOLS[token] ?? (/^[A-Z]{3}$/.test(upper) ? upper : null)
}

function periodOf(token: string | undefined): DraftSalaryPeriod | null {
  if (!token) return null
  const t = token.toLowerCase().replace(/[\s.]/g, '')
  if (['hour', 'hr', 'h', 'hourly', 'ph'].includes(t)) return 'hourly'
  if (['day', 'daily'].includes(t)) return 'daily'
  if (['week', 'wk', 'weekly'].includes(t)) return 'weekly'
  if (['month', 'mo', 'monthly'].includes(t)) return 'monthly'
  if (['year', 'yr', 'annum', 'yearly', 'annually', 'annual', 'pa'].includes(t)) return 'yearly'
  return null
}

/** A period stated anywhere in the line ("… base salary per year", "annual salary: …"). */
function periodInLine(line: string): DraftSalaryPeriod | null {
  const match =
    /\b(?:per|an?|\/)\s*(hour|day|week|month|year|annum)\b|\b(hourly|daily|weekly|monthly|yearly|annually|annual)\b|\bp\.a\.?/i.exec(
      line,
    )
  if (!match) return null
  return periodOf(match[1] ?? match[2] ?? 'pa')
}

function amountValue(digits: string, multiplier: string | undefined): number {
  const decimal = /[.,](\d{1,2})$/.exec(digits)
  const whole = (decimal ? digits.slice(0, decimal.index) : digits).replace(/[,.'\u00a0\u202f ]/g, '')
  let value = Number(whole) + (decimal ? Number(`0.${decimal[1]}`) : 0)
  const m = multiplier?.toLowerCase()
  if (m === 'k') value *= 1_000
  if (m === 'm') value *= 1_000_000
  return Math.round(value * 100) / 100
}

/**
 * The first amount or range of money in `line`, with its currency and period. Without a currency it is
 * only taken from a labelled value (`Salary: 50,000 - 60,000`), and never when it counts years or percent.
 */
export function parseSalary(line: string, labelled: boolean): DraftSalary | null {
  for (const match of line.matchAll(MONEY_RANGE)) {
    const [whole, cur1, n1, m1, after1, cur2, n2, m2, after2, periodA, periodB] = match
    if (!n1) continue
    const currency =
      currencyCode(cur1) ?? currencyCode(after1) ?? currencyCode(cur2) ?? currencyCode(after2) ?? null
    if (!currency && !labelled) continue
    const rest = line.slice((match.index ?? 0) + whole.length)
    if (!currency && /^\s*\+?\s*(?:years?|yrs?|%|hours?|days?|weeks?|months?)\b|^\s*%/i.test(rest)) continue
    let low = amountValue(n1, m1)
    let high = n2 ? amountValue(n2, m2) : null
    // "40-50k": the multiplier written once applies to both ends.
    if (high !== null && !m1 && m2 && low * amountValue('1', m2) <= high) low *= amountValue('1', m2)
    if (low > 100_000_000 || (high !== null && high > 100_000_000)) continue
    const before = line.slice(0, match.index ?? 0)
    let min: number | null = low
    let max: number | null = high ?? low
    if (high === null) {
      if (/\b(?:up to|max(?:imum)?|no more than|until)\s*$/i.test(before)) min = null
      else if (/\b(?:from|starting(?: at| from)?|min(?:imum)?|at least|over)\s*$/i.test(before)) max = null
    } else if (high < low) {
      ;[min, max] = [high, low]
    }
    return { min, max, currency, period: periodOf(periodA ?? periodB) ?? periodInLine(line) }
  }
  return null
}

/** The first line (of reasonable length) that names an amount of money with its currency. */
export function findSalary(lines: readonly string[]): DraftSalary | null {
  for (const line of lines) {
    if (line.length > 400) continue
    const salary = parseSalary(line, false)
    if (salary) return salary
  }
  return null
}
