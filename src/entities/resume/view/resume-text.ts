import type { ResumeLocation } from './resume-location-type'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * A JSON Resume date ('YYYY', 'YYYY-MM' or 'YYYY-MM-DD') as a reader sees it: '2021', 'Mar 2021'. The day is
 * dropped, as resumes show months. Anything else is shown as written (imported files vary).
 */
export function formatResumeDate(value: string | undefined): string {
  if (!value) return ''
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(value)
  if (!match) return value
  const month = match[2] ? MONTHS[Number(match[2]) - 1] : undefined
  return month ? `${month} ${match[1]}` : (match[1] ?? value)
}

/**
 * 'Mar 2021 – Present', 'Mar 2019 – Jun 2021', '2018': an entry with a start and no end is still going on; an
 * entry with neither has no range.
 */
export function formatDateRange(start: string | undefined, end: string | undefined): string {
  const from = formatResumeDate(start)
  const to = formatResumeDate(end)
  if (from && to) return from === to ? from : `${from} – ${to}`
  if (from) return `${from} – Present`
  return to
}

/** 'Lisbon, Lisboa, PT': the parts a reader needs, without the street address. */
export function formatResumeLocation(location: ResumeLocation | undefined): string {
  if (!location) return ''
  return [location.city, location.region, location.countryCode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ')
}

/**
 * A link from a resume, made safe to put in href: http(s) as given, a bare 'example.com' as https. Anything
 * else (javascript:, data:) is not a link.
 */
export function safeWebHref(value: string | undefined): string | null {
  const text = value?.trim()
  if (!text) return null
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`
  try {
    const url = new URL(withScheme)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** A link's text without the scheme and trailing slash: 'https://ana.dev/' → 'ana.dev'. */
export const displayUrl = (href: string): string => href.replace(/^https?:\/\//i, '').replace(/\/$/, '')
