import type { AffiliatePoint } from '@/api/affiliates/affiliate-dashboard'

/** The charts' time axis: days for a month, weeks for a quarter, calendar months for a year (all UTC). */

export type Bucket = 'day' | 'week' | 'month'
const DAY_MS = 86_400_000

export const bucketFor = (days: number): Bucket => (days <= 31 ? 'day' : days <= 120 ? 'week' : 'month')

const dayString = (date: Date) => date.toISOString().slice(0, 10)

/** The first day shown: `days` days up to and including today. */
export function rangeStart(now: Date, days: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return new Date(today - (days - 1) * DAY_MS)
}

/** The bucket a day (YYYY-MM-DD) falls in, named by its first day. */
export function bucketOf(day: string, from: Date, bucket: Bucket): string {
  if (bucket === 'day') return day
  if (bucket === 'month') return `${day.slice(0, 7)}-01`
  const offset = Math.floor((Date.parse(`${day}T00:00:00Z`) - from.getTime()) / (7 * DAY_MS))
  return dayString(new Date(from.getTime() + offset * 7 * DAY_MS))
}

/** Every bucket from `from` to `now`, zeroed, in order. */
export function emptySeries(from: Date, now: Date, bucket: Bucket): Map<string, AffiliatePoint> {
  const series = new Map<string, AffiliatePoint>()
  for (let t = from.getTime(); t <= now.getTime(); t += DAY_MS) {
    const start = bucketOf(dayString(new Date(t)), from, bucket)
    if (!series.has(start))
      series.set(start, {
        start,
        clicks: 0,
        signups: 0,
        conversions: 0,
        pendingCents: 0,
        approvedCents: 0,
        paidCents: 0,
        reversedCents: 0,
      })
  }
  return series
}
