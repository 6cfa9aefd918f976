import { formatRelativeDate } from '@/lib/dates'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * How long ago data was fetched, for "Last checked …" on pages read from the device: finer than the cards'
 * relative dates, since minutes matter here ('just now', '5 minutes ago', '2 hours ago', then '3 days ago').
 */
export function formatLastChecked(updatedAt: number, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - updatedAt)
  if (elapsed < MINUTE) return 'just now'
  if (elapsed < HOUR) {
    const minutes = Math.floor(elapsed / MINUTE)
    return `${minutes} minute${minutes === 1 ? '' : 's'} ago`
  }
  if (elapsed < 24 * HOUR) {
    const hours = Math.floor(elapsed / HOUR)
    return `${hours} hour${hours === 1 ? '' : 's'} ago`
  }
  return formatRelativeDate(updatedAt, new Date(now))
}
