/**
 * Text as the PDF templates print it. Dates become "Mar 2021 – Present"; pictographs (emoji) are dropped, as no
 * embedded font has them and a missing glyph would print as a stray box and read as garbage in an ATS; links are
 * kept only for web and mail addresses, so a PDF never carries a script or file link.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** 'YYYY' → '2021', 'YYYY-MM' or 'YYYY-MM-DD' → 'Mar 2021'; anything else is printed as it was written. */
export function formatResumeDate(value: string | undefined): string {
  const date = cleanText(value)
  const match = /^(\d{4})(?:-(\d{2})(?:-\d{2})?)?$/.exec(date)
  if (!match) return date
  const month = match[2] ? MONTHS[Number(match[2]) - 1] : undefined
  return month ? `${month} ${match[1]}` : (match[1] ?? date)
}

/** JSON Resume leaves endDate out for the current position: a start alone reads "Mar 2021 – Present". */
export function formatResumeDateRange(start: string | undefined, end: string | undefined): string {
  const from = formatResumeDate(start)
  const to = formatResumeDate(end)
  if (from && to) return from === to ? from : `${from} – ${to}`
  if (from) return `${from} – Present`
  return to
}

// Pictographs, their joiners and modifiers. © ® ™ are pictographic too but every font has them: kept.
const PICTOGRAPHS =
  /(?![\u00A9\u00AE\u2122])\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[\u{E0020}-\u{E007F}]|\u{FE0E}|\u{FE0F}|\u{200D}|\u{20E3}/gu
// Control characters break the layout; tabs and line breaks are handled by whoever splits paragraphs.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

/** Trimmed text without pictographs or control characters; '' for nothing. */
export function cleanText(value: unknown): string {
  if (typeof value !== 'string') return ''
  return value
    .replace(PICTOGRAPHS, '')
    .replace(CONTROLS, '')
    .replace(/[ \t]+/g, ' ')
    .trim()
}

/** A long text's paragraphs (split at blank or single line breaks), empty ones left out. */
export function paragraphs(value: unknown): string[] {
  return cleanText(value)
    .split(/\s*\n\s*/)
    .map((p) => p.trim())
    .filter(Boolean)
}

/** The texts of a list, cleaned, empty ones left out. */
export function cleanList(values: unknown): string[] {
  return Array.isArray(values) ? values.map(cleanText).filter(Boolean) : []
}

/** The non-empty parts joined. */
export function joinParts(parts: readonly unknown[], separator = ', '): string {
  return parts.map(cleanText).filter(Boolean).join(separator)
}

/** A link the PDF may carry: http(s) and mailto only; a bare domain gets https://. */
export function safeHref(value: unknown): string | undefined {
  const url = cleanText(value)
  if (!url) return undefined
  if (/^mailto:[^\s]+@[^\s]+$/i.test(url)) return url
  if (/^https?:\/\/[^\s]+$/i.test(url)) return url
  if (/^[\w-]+(\.[\w-]+)+(\/[^\s]*)?$/.test(url)) return `https://${url}`
  return undefined
}

/** How a web address reads on paper: without the scheme and a trailing slash. */
export function displayUrl(value: unknown): string {
  return cleanText(value)
    .replace(/^https?:\/\//i, '')
    .replace(/^mailto:/i, '')
    .replace(/\/$/, '')
}
