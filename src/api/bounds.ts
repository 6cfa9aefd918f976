/**
 * Bounds every input respects so that no valid-looking value can fail in the database (issue 11).
 * Client forms and server validation share them through the schemas of this folder.
 */

/** The largest PostgreSQL `integer` (int4): every integer input is bounded by it, whatever column it meets. */
export const INT4_MAX = 2_147_483_647

/** Dates are accepted for these years only: beyond them is a typo (and beyond 9999 is not ISO 8601 basic). */
export const DATE_MIN_YEAR = 1900
export const DATE_MAX_YEAR = 9999

/** A day without a time: 'YYYY-MM-DD'. */
export const DATE_ONLY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** 'YYYY-MM-DD', or a date-time 'YYYY-MM-DDTHH:mm[:ss[.fff]][Z|±HH:mm]' — four-digit years only. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i
/** What JavaScript also parses as ISO: six-digit signed years ('+020000-01-01') and five-digit ones. */
const LONG_YEAR = /^(?:[+-]\d{6}|\d{5,})-\d{2}-\d{2}/

export type DateProblem = 'format' | 'range'

const daysInMonth = (year: number, month: number) =>
  // The Gregorian calendar repeats every 400 years; 2000 + (year % 400) keeps Date.UTC away from years < 100.
  new Date(Date.UTC(2000 + (year % 400), month, 0)).getUTCDate()

/**
 * Null when `value` is an ISO 8601 date or date-time of a real calendar day (no 30 February) whose year,
 * as written and in UTC, lies in DATE_MIN_YEAR..DATE_MAX_YEAR; otherwise whether its format or its range
 * is wrong.
 */
export function isoDateProblem(value: string): DateProblem | null {
  const match = ISO_DATE.exec(value)
  if (!match) return LONG_YEAR.test(value) ? 'range' : 'format'
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number]
  const time = Date.parse(value)
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || Number.isNaN(time))
    return 'format'
  const utcYear = new Date(time).getUTCFullYear()
  const inRange = (y: number) => y >= DATE_MIN_YEAR && y <= DATE_MAX_YEAR
  return inRange(year) && inRange(utcYear) ? null : 'range'
}

export const DATE_RANGE_TEXT = `between the years ${DATE_MIN_YEAR} and ${DATE_MAX_YEAR}`
