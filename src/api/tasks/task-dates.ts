import { TASK_DATE_MAX, TASK_DATE_MIN } from './task-fields'

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `value` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value)
  if (!match) return false
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** Whether a calendar day is inside the range tasks may use (ISO days compare as text). */
export const isDayInRange = (value: string): boolean => value >= TASK_DATE_MIN && value <= TASK_DATE_MAX
