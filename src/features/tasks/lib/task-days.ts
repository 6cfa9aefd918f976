/**
 * Calendar-day arithmetic for tasks. A task's days are 'YYYY-MM-DD' with no zone (src/api/tasks), so all math
 * runs on UTC midnights — a day is always 24 h there, whatever the device's daylight-saving rules — and only
 * "today" is read in the device's own zone.
 */

const DAY_MS = 86_400_000

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`)
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The device's today as a calendar day. */
export function todayDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

export const addDays = (day: string, days: number): string => isoOf(utc(day) + days * DAY_MS)

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((utc(to) - utc(from)) / DAY_MS)

/** 0 Monday … 6 Sunday. */
export const weekdayOf = (day: string): number => (new Date(utc(day)).getUTCDay() + 6) % 7

/** The Monday of the day's week. */
export const mondayOf = (day: string): string => addDays(day, -weekdayOf(day))

// Made on first use: the first Intl formatter a page creates loads the locale data (~65 ms on a slow phone), and
// the task writes the app declares at start-up import this module.
let formats: { short: Intl.DateTimeFormat; long: Intl.DateTimeFormat; month: Intl.DateTimeFormat } | undefined
const format = () =>
  (formats ??= {
    short: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    long: new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
    month: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  })

/** 'Nov 20'. */
export const shortDay = (day: string): string => format().short.format(utc(day))
/** 'Fri, Nov 20, 2026' — for screen readers and titles. */
export const longDay = (day: string): string => format().long.format(utc(day))
/** 'November 2026'. */
export const monthOf = (day: string): string => format().month.format(utc(day))

/** 'Nov 20 – Nov 24', or one day when they are the same. */
export const dayRange = (start: string, end: string): string =>
  start === end ? shortDay(start) : `${shortDay(start)} – ${shortDay(end)}`

/** How long a task runs, both ends included: '1 day', '5 days'. */
export function durationText(start: string, end: string): string {
  const days = daysBetween(start, end) + 1
  return `${days} ${days === 1 ? 'day' : 'days'}`
}
