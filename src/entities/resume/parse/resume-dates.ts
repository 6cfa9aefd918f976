/**
 * Dates as resumes write them — "Mar 2021", "March 2021", "03/2021", "2021-03", "2021", "Present" — turned
 * into JSON Resume's YYYY or YYYY-MM. A range is two of them around a dash or "to"; an open end ("Present",
 * "Current", "Now", "today") leaves the end date out, as JSON Resume does for a current role.
 */

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
}

const MONTH_NAME = `(?:${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`
const YEAR = '(?:19|20)\\d{2}'
/** One date: "Mar 2021", "03/2021", "2021-03", "2021". Seasons and days are not kept. */
const ONE_DATE = `(?:${MONTH_NAME}\\s+${YEAR}|\\d{1,2}[/.]${YEAR}|${YEAR}[-/.]\\d{1,2}|${YEAR})`
const OPEN_END = '(?:present|current|now|today|ongoing|heute|actuel)'
const RANGE = new RegExp(`(${ONE_DATE})\\s*(?:[-–—~]|to|until|bis)\\s*(${ONE_DATE}|${OPEN_END})`, 'i')
const SINGLE = new RegExp(`(${ONE_DATE})(?![\\d])`, 'i')

export type DateSpan = { startDate?: string; endDate?: string; text: string }

const pad = (month: number) => String(month).padStart(2, '0')

/** One date in JSON Resume's form, or undefined for an open end or something that is not a date. */
export function resumeDate(text: string): string | undefined {
  const t = text.trim().toLowerCase().replace(/\.$/, '')
  let m = new RegExp(`^(${MONTH_NAME})\\s+(${YEAR})$`, 'i').exec(t)
  if (m) {
    const month = MONTHS[m[1]!.replace('.', '')]
    return month ? `${m[2]}-${pad(month)}` : m[2]
  }
  m = new RegExp(`^(\\d{1,2})[/.](${YEAR})$`).exec(t)
  if (m) return Number(m[1]) >= 1 && Number(m[1]) <= 12 ? `${m[2]}-${pad(Number(m[1]))}` : m[2]
  m = new RegExp(`^(${YEAR})[-/.](\\d{1,2})$`).exec(t)
  if (m) return Number(m[2]) >= 1 && Number(m[2]) <= 12 ? `${m[1]}-${pad(Number(m[2]))}` : m[1]
  m = new RegExp(`^(${YEAR})$`).exec(t)
  return m ? m[1] : undefined
}

/**
 * The first date range in a line, else its single date (an award's date, a one-year course); null when
 * the line has no year. `text` is the matched part, so the caller can cut it out of the line.
 */
export function findDates(line: string): DateSpan | null {
  const range = RANGE.exec(line)
  if (range) {
    const span: DateSpan = { text: range[0] }
    const start = resumeDate(range[1]!)
    const end = resumeDate(range[2]!)
    if (start) span.startDate = start
    if (end) span.endDate = end
    return span
  }
  const single = SINGLE.exec(line)
  if (!single) return null
  const date = resumeDate(single[1]!)
  return date ? { startDate: date, text: single[0] } : null
}

/** The line without its dates and the separators that joined them to the rest. */
export function withoutDates(line: string, span: DateSpan): string {
  return line
    .replace(span.text, ' ')
    .replace(/\s*[|·•,–—-]?\s*\(\s*\)\s*/g, ' ')
    .replace(/\s*[|·•,–—(-]\s*$/u, '')
    .replace(/^\s*[|·•,–—)-]\s*/u, '')
    .replace(/\s{2,}/g, ' ')
    .trim()
}
