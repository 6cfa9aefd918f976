/** UTC calendar days as 'YYYY-MM-DD' text: the unit of every rollup. */

export const DAY_MS = 86_400_000

export const utcDay = (date: Date): string => date.toISOString().slice(0, 10)

export const dayStart = (day: string): Date => new Date(`${day}T00:00:00Z`)

export const addDays = (day: string, n: number): string =>
  utcDay(new Date(dayStart(day).getTime() + n * DAY_MS))

/** Whole days from `from` to `to` (0 when equal, negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / DAY_MS)

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}
