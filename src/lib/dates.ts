export type DateInput = string | number | Date | null | undefined

const DAY_MS = 86_400_000

function toDate(value: DateInput): Date | null | 'empty' {
  if (value === null || value === undefined || value === '') return 'empty'
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * Whom a date is written for: the user's locale and time zone unless given. A page the server renders gives fixed
 * ones (src/lib/hydration/use-date-format.ts), so the browser's first render can write the same.
 */
export type DateSetting = { locale?: string; timeZone?: string }

/** 'No date' for nothing, 'Invalid date' for garbage, else e.g. 'Mar 4, 2025' in the user's locale. */
export function formatDate(value: DateInput, { locale, timeZone }: DateSetting = {}): string {
  const date = toDate(value)
  if (date === 'empty') return 'No date'
  if (date === null) return 'Invalid date'
  const year = date.getUTCFullYear()
  // The setting server-rendered pages use, written without Intl: a page's first date would otherwise start ICU's
  // date formatting while it hydrates (~30 ms at 4× CPU). dates.test.ts compares it with Intl.
  if (locale === 'en-US' && timeZone === 'UTC' && year > 0)
    return `${EN_US_SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${year}`
  // The same for a user whose own setting is en-US, in their time zone: the dates of a server-rendered page switch to
  // the user's setting right after hydration, and that first Intl date was ~60 ms of ICU start-up at 4× CPU.
  if (locale === undefined && timeZone === undefined && browserLocaleIsEnUs() && date.getFullYear() > 0)
    return `${EN_US_SHORT_MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone })
}

/**
 * Whether the user's language is en-US, known without starting Intl: the browser's first preferred language, which
 * is also what Chromium, Firefox and Safari give Intl as its default. Elsewhere (Node, other languages) Intl decides.
 */
function browserLocaleIsEnUs(): boolean {
  return typeof navigator !== 'undefined' && navigator.language === 'en-US'
}

const EN_US_SHORT_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`

/**
 * The spec's relative dates: '1 day ago', 'N days ago' under 7 days, weeks under 30 days, then months. Ours:
 * under one day (and small clock skew into the future) → 'Today'; 12 months and more → years, because
 * '26 months ago' reads worse than '2 years ago'; a date more than a day ahead → the date itself.
 */
export function formatRelativeDate(
  value: DateInput,
  now: Date = new Date(),
  setting: DateSetting = {},
): string {
  const date = toDate(value)
  if (date === 'empty') return 'No date'
  if (date === null) return 'Invalid date'
  const elapsed = now.getTime() - date.getTime()
  if (elapsed < -DAY_MS) return formatDate(date, setting)
  const days = Math.floor(elapsed / DAY_MS)
  if (days < 1) return 'Today'
  if (days < 7) return plural(days, 'day')
  if (days < 30) return plural(Math.floor(days / 7), 'week')
  const months = Math.floor(days / 30)
  if (months < 12) return plural(months, 'month')
  return plural(Math.max(1, Math.floor(days / 365)), 'year')
}

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/**
 * How long ago data was fetched, for "Last checked …" on pages read from the device: finer than the cards'
 * relative dates, since minutes matter here ('just now', '5 minutes ago', '2 hours ago', then '3 days ago').
 * The spec gives no wording for it; whole words match its relative dates ('N days ago').
 */
export function formatLastChecked(updatedAt: number, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - updatedAt)
  if (elapsed < MINUTE_MS) return 'just now'
  if (elapsed < HOUR_MS) return plural(Math.floor(elapsed / MINUTE_MS), 'minute')
  if (elapsed < DAY_MS) return plural(Math.floor(elapsed / HOUR_MS), 'hour')
  return formatRelativeDate(updatedAt, new Date(now))
}
