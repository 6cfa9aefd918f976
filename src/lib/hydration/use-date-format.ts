import { formatDate, formatRelativeDate, type DateInput, type DateSetting } from '@/lib/dates'
import { useHydrated } from './use-hydrated'

/**
 * How pages rendered on the server write dates: one locale and UTC, whatever the server's own settings, so the
 * browser can write exactly the same while it hydrates.
 */
export const SERVER_DATE_SETTING: DateSetting = { locale: 'en-US', timeZone: 'UTC' }

export type DateFormat = {
  /** What relative dates count from. */
  now: Date
  setting: DateSetting
  formatDate: (value: DateInput) => string
  formatRelativeDate: (value: DateInput) => string
}

/**
 * Dates for rendering. On the server and while hydrating its HTML, as the server wrote them: in
 * SERVER_DATE_SETTING, "3 days ago" counted from `renderedAt`; right after hydration (and in every client render),
 * in the user's locale and time zone, counted from now. A browser in another zone, or hydrating a second after the
 * server rendered, would otherwise write other text than the HTML and React would throw the HTML away.
 *
 * `renderedAt`: the dataUpdatedAt of the query the dates come from. A server-rendered page's queries are seeded
 * right before it renders and reach the browser with that time, so both sides count from the same instant.
 */
export function useDateFormat(renderedAt?: number): DateFormat {
  const hydrated = useHydrated()
  const setting = hydrated ? {} : SERVER_DATE_SETTING
  const now = hydrated || !renderedAt ? new Date() : new Date(renderedAt)
  return {
    now,
    setting,
    formatDate: (value) => formatDate(value, setting),
    formatRelativeDate: (value) => formatRelativeDate(value, now, setting),
  }
}
