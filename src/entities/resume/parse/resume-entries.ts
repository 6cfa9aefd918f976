import { findDates, withoutDates, type DateSpan } from './resume-dates'

/**
 * A dated section (experience, education, projects…) cut into entries. An entry is a heading of one to three
 * lines holding a date or a date range ("Senior Engineer, Acme  Mar 2021 – Present"), then its body: plain
 * lines and bullets. A new entry starts at a line with a date once the current entry has its date, or at a
 * short plain line followed within two plain lines by a date (a heading whose date sits on the next line).
 */
export type Entry = { head: string[]; dates: DateSpan | null; body: string[] }

/** Bullet and numbering markers: -, *, •, ▪, 1., 1) … */
const BULLET = /^(?:[-*+•·▪▫◦‣●○■□►▸➢➤→✓✔–—]|\d{1,2}[.)])\s+(.*)$/u

export const bulletText = (line: string): string | null => {
  const match = BULLET.exec(line)
  return match ? (match[1] ?? '').trim() : null
}

/** Pieces of a heading: "Position, Company", "Position at Company", "Company | Position" … */
export const headParts = (head: string, { at = true } = {}): string[] =>
  head
    .split(at ? /\s+(?:at|@)\s+|\s*[|·•,]\s*|\s+[–—-]\s+/u : /\s*[|·•,]\s*|\s+[–—-]\s+/u)
    .map((p) => p.trim())
    .filter(Boolean)

/** The heading lines as one text; a line that ran on past ~55 characters was wrapped, not a new part. */
export function joinHead(lines: readonly string[]): string {
  return lines.reduce((joined, line, index) => {
    if (index === 0) return line
    const previous = lines[index - 1]!
    return previous.length >= 55 ? `${joined} ${line}` : `${joined}, ${line}`
  }, '')
}

export function splitEntries(lines: readonly string[]): Entry[] {
  const entries: Entry[] = []
  let current: Entry | null = null
  const start = (head: string[], dates: DateSpan | null): Entry => {
    const entry: Entry = { head, dates, body: [] }
    entries.push(entry)
    return entry
  }
  /** A plain heading line within the next two lines carries a date: `line` opens an entry. */
  const headingAhead = (line: string, i: number) => {
    // A sentence, or a labelled line ("Keywords: Go, SQL", "Grade: 1.3"), belongs to the entry above.
    if (line.length > 90 || /[.!?]$/.test(line) || /^[\p{L} ]{2,24}:\s/u.test(line)) return false
    const next = lines[i + 1]
    if (next === undefined || bulletText(next) !== null) return false
    if (findDates(next)) return true
    const after = lines[i + 2]
    return after !== undefined && next.length <= 90 && bulletText(after) === null && findDates(after) !== null
  }
  lines.forEach((line, i) => {
    if (bulletText(line) !== null) {
      current ??= start([], null)
      current.body.push(line)
      return
    }
    const dates = findDates(line)
    if (dates) {
      const rest = withoutDates(line, dates)
      if (current && !current.dates && current.body.length === 0) {
        if (rest) current.head.push(rest)
        current.dates = dates
      } else if (current && rest.length > 60) {
        // A year inside a long sentence ("…since 2019, leading…") is text, not a new entry.
        current.body.push(line)
      } else current = start(rest ? [rest] : [], dates)
      return
    }
    if (!current || (current.dates && headingAhead(line, i))) current = start([line], null)
    else if (!current.dates && current.body.length === 0 && current.head.length < 3) current.head.push(line)
    else current.body.push(line)
  })
  return entries.filter((e) => e.head.length || e.body.length)
}

/**
 * An entry's body as plain text and bullets. A plain line right after a bullet continues that bullet when the
 * bullet has not ended its sentence or the line starts in lower case (a wrapped line of a PDF).
 */
export function bodyParts(body: readonly string[]): { text: string[]; bullets: string[] } {
  const text: string[] = []
  const bullets: string[] = []
  let lastWasBullet = false
  for (const line of body) {
    const bullet = bulletText(line)
    if (bullet !== null) {
      if (bullet) bullets.push(bullet)
      lastWasBullet = true
      continue
    }
    const previous = bullets[bullets.length - 1]
    if (lastWasBullet && previous !== undefined && (!/[.!?]$/.test(previous) || /^\p{Ll}/u.test(line))) {
      bullets[bullets.length - 1] = `${previous} ${line}`
      continue
    }
    lastWasBullet = false
    text.push(line)
  }
  return { text, bullets }
}

/**
 * Lines of running text joined into paragraphs: a wrapped line joins the one before with a space; a line that
 * ends a sentence well short of the block's longest line ends its paragraph.
 */
export function paragraphs(lines: readonly string[]): string {
  const longest = Math.max(0, ...lines.map((l) => l.length))
  let out = ''
  lines.forEach((line, index) => {
    if (index === 0) out = line
    else {
      const previous = lines[index - 1]!
      const ended = /[.!?:]$/.test(previous) && previous.length < longest * 0.8
      out += ended ? `\n${line}` : ` ${line}`
    }
  })
  return out
}
