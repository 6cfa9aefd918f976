import { METRICS_MAX_DAYS } from '@/api/product-metrics/product-metrics'

/** UTC days 'YYYY-MM-DD', both included: the API's range. */
export type DayRange = { from: string; to: string }

const DAY_MS = 86_400_000
const utcDay = (date: Date) => date.toISOString().slice(0, 10)

/** The last `days` UTC days ending today. */
export function lastDays(days: number, now: Date = new Date()): DayRange {
  return { from: utcDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: utcDay(now) }
}

/** Days in a range, both ends included. */
export const rangeLength = (range: DayRange) =>
  Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS) + 1

/** Why a custom range cannot be asked for, or null when it can (the server says the same). */
export function customRangeProblem(range: DayRange): string | null {
  if (!range.from || !range.to) return 'Choose both days.'
  if (range.from > range.to) return 'The start must not be after the end.'
  if (rangeLength(range) > METRICS_MAX_DAYS) return `Choose at most ${METRICS_MAX_DAYS} days.`
  return null
}

/** 'Nov 3' of a UTC day. */
export const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
