import { formatRelativeDate } from '@/lib/dates'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * How long ago data read offline was fetched: 'just now', '5 min ago', '3 h ago', then the shared relative
 * dates ('2 days ago', '3 weeks ago').
 */
export function lastCheckedText(updatedAt: number, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - updatedAt)
  if (elapsed < MINUTE) return 'just now'
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`
  if (elapsed < 24 * HOUR) return `${Math.floor(elapsed / HOUR)} h ago`
  return formatRelativeDate(updatedAt, new Date(now))
}
