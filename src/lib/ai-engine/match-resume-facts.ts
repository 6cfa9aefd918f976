import { headingKind } from './read-resume'

/**
 * Facts read from a resume's plain text (pasted, or a saved resume through jsonResumeToText): its lines, the
 * headline, the years of experience, the location line, degrees and quantified achievements. Each fact keeps
 * the line it came from, so an explanation can quote it. The text is data only: nothing in it is obeyed.
 */

export type Fact = { value: string; line: string }

export type ResumeFacts = {
  lines: string[]
  name: string | null
  headline: Fact | null
  /** Whole years, from a stated "N years of experience" or else the union of the dated ranges. */
  years: { value: number; line: string; how: 'stated' | 'dates' } | null
  locationLine: string | null
  degree: { level: number; line: string } | null
  achievements: string[]
}

const CONTACT = /@|https?:|www\.|\+?\d[\d\s().-]{7,}|linkedin|github/i
const HEADING = /^[A-Z][A-Z &/]{2,40}$/

export const DEGREE_LEVELS: readonly [level: number, label: string, pattern: RegExp][] = [
  [4, 'doctorate', /\b(ph\.?\s?d|doctorate|doctor of)\b/i],
  [3, 'master’s degree', /\b(master'?s?|m\.?sc?|mba|m\.?eng)\b/i],
  [2, 'bachelor’s degree', /\b(bachelor'?s?|b\.?sc?|b\.?a\.?|b\.?eng|undergraduate degree)\b/i],
  [1, 'associate degree', /\bassociate'?s? degree\b/i],
]

export function degreeIn(text: string): number {
  for (const [level, , pattern] of DEGREE_LEVELS) if (pattern.test(text)) return level
  return 0
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const DATE = String.raw`(?:(?:(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)|(\d{1,2})[/-])?((?:19|20)\d{2})(?:-(\d{2}))?`
const RANGE = new RegExp(`${DATE}\\s*(?:–|—|-|to|until)\\s*(?:${DATE}|(present|current|now|today))`, 'i')

function monthIndex(
  name: string | undefined,
  numeric: string | undefined,
  isoMonth: string | undefined,
): number {
  if (name) return MONTHS.indexOf(name.toLowerCase().slice(0, 3))
  const n = Number(numeric ?? isoMonth ?? 1)
  return n >= 1 && n <= 12 ? n - 1 : 0
}

/** Months covered by the dated ranges, overlaps counted once. `now` closes "Present". */
function datedMonths(lines: readonly string[], now: Date): { months: number; line: string } | null {
  const covered = new Set<number>()
  let first: string | null = null
  let inSchool = false
  for (const line of lines) {
    // School years are not work experience: dates under an Education heading do not count.
    if (HEADING.test(line) || headingKind(line) !== null) {
      inSchool = /educat|academ|school|training/i.test(line)
      continue
    }
    if (inSchool) continue
    const m = RANGE.exec(line)
    if (!m) continue
    const start = Number(m[3]) * 12 + monthIndex(m[1], m[2], m[4])
    const end = m[9]
      ? now.getUTCFullYear() * 12 + now.getUTCMonth()
      : Number(m[7]) * 12 + monthIndex(m[5], m[6], m[8])
    if (end < start || end - start > 50 * 12) continue
    for (let month = start; month < end; month++) covered.add(month)
    first ??= line
  }
  return first ? { months: covered.size, line: first } : null
}

const STATED_YEARS = /(\d{1,2})\+?\s*(?:years?|yrs?)\b[^.\n]{0,30}?\bexperience/i

export function readResumeFacts(text: string, now: Date): ResumeFacts {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
  const top = lines.slice(0, 6)
  const name = top[0] && !CONTACT.test(top[0]) && top[0].split(' ').length <= 5 ? top[0] : null
  const headlineLine = top
    .slice(name ? 1 : 0, 4)
    .find((line) => !CONTACT.test(line) && !HEADING.test(line) && line.length <= 80 && !/[.!?]$/.test(line))
  const statedLine = lines.find((line) => STATED_YEARS.test(line))
  const dated = datedMonths(lines, now)
  const years = statedLine
    ? { value: Number(STATED_YEARS.exec(statedLine)![1]), line: statedLine, how: 'stated' as const }
    : dated
      ? { value: Math.floor(dated.months / 12), line: dated.line, how: 'dates' as const }
      : null
  // The location is a contact line of the header (above the first heading): "Austin, TX" or "Remote".
  const firstHeading = lines.findIndex((line) => HEADING.test(line))
  const header = lines.slice(0, firstHeading < 0 ? 6 : Math.min(firstHeading, 6))
  const locationLine =
    header.find((line) => /\b[A-Z][a-z]+(?: [A-Z][a-z]+)*, [A-Z]{2}(?=$|[\s|,;·•])|\bremote\b/.test(line)) ??
    null
  let degree: ResumeFacts['degree'] = null
  for (const line of lines) {
    const level = degreeIn(line)
    if (level > (degree?.level ?? 0)) degree = { level, line }
  }
  const achievements = lines.filter(
    (line) => /^[-•*]/.test(line) && /(\d+\s?%|\$\s?\d|\b\d{2,}\b|\b\d+x\b)/i.test(line),
  )
  return {
    lines,
    name,
    headline: headlineLine ? { value: headlineLine, line: headlineLine } : null,
    years,
    locationLine,
    degree,
    achievements: achievements.map((line) => line.replace(/^[-•*]\s*/, '')),
  }
}
