import { formatRelativeDate, type DateInput } from '@/lib/dates'
import { useDateFormat } from './use-date-format'

type Props = {
  value: DateInput
  /** The dataUpdatedAt of the query the date comes from (see useDateFormat). */
  renderedAt?: number
}

/**
 * A date as text ("Mar 4, 2026"), written as the server wrote it while hydrating and in the user's zone and locale
 * right after. A leaf of its own: the re-render that follows hydration redraws this text alone, not the page
 * around it (a page that called useDateFormat itself was rendered twice in one blocking task at start-up).
 */
export function DateText({ value, renderedAt }: Props) {
  return useDateFormat(renderedAt).formatDate(value)
}

/** A relative date as text ("3 days ago"; `lowercase`: "today"), a leaf like DateText. `now`: what it counts from. */
export function RelativeDateText({
  value,
  renderedAt,
  now,
  lowercase = false,
}: Props & { now?: Date; lowercase?: boolean }) {
  const dates = useDateFormat(renderedAt)
  const text = formatRelativeDate(value, now ?? dates.now, dates.setting)
  return lowercase ? text.toLowerCase() : text
}
