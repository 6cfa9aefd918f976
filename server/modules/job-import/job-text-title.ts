import { isAnyLabel, TITLE_LABEL } from './job-text-labels'
import { matchHeading } from './job-text-sections'
import { bulletText, clip } from './text'

const TITLE_MAX_CHARS = 150

/** First lines that name the document rather than the job. */
const GENERIC_TITLE =
  /^(?:job description|job posting|job advert(?:isement)?|job ad|position description|role profile|vacancy|vacancies|careers?|we(?:'re| are) hiring!?|now hiring!?|job opening|job opportunity|open position|hiring)$/i

/**
 * The job title: a `Job title:` label in the first 20 lines, else the first line that reads like a title
 * (not a generic "Job Description", a label, a heading, a bullet, a paragraph or a sentence). The line
 * it comes from is marked consumed so it stays out of the description.
 */
export function findTitle(lines: readonly string[], consumed: Set<number>): string {
  const window = Math.min(lines.length, 20)
  for (let i = 0; i < window; i++) {
    const value = TITLE_LABEL.exec(lines[i] ?? '')?.[1]?.trim()
    if (value && value.length <= TITLE_MAX_CHARS && !/^(?:description|summary|overview)$/i.test(value)) {
      consumed.add(i)
      return cleanTitle(value)
    }
  }
  for (let i = 0; i < window; i++) {
    const line = (lines[i] ?? '').trim()
    if (!line) continue
    const bare = line.replace(/^#{1,6}\s*/, '').replace(/^[*_]{1,3}|[*_]{1,3}$/g, '')
    if (GENERIC_TITLE.test(bare.replace(/[:.]$/, ''))) {
      consumed.add(i)
      continue
    }
    if (matchHeading(line)) return ''
    // "Company: Acme", "Location: Berlin" before the title: keep looking.
    if (isAnyLabel(line) || /^[\p{L} ]{2,30}:\s+\S/u.test(line)) continue
    // A paragraph or a bullet first: this text has no title line.
    const words = bare.split(/\s+/).length
    if (bulletText(line) !== null || line.length > 120 || words > 14) return ''
    // A sentence is not a title.
    if (/[.!?]$/.test(bare) && words > 3) return ''
    if (!/[\p{L}]/u.test(bare) || /^https?:\/\//i.test(bare)) continue
    consumed.add(i)
    return cleanTitle(bare)
  }
  return ''
}

function cleanTitle(title: string): string {
  return clip(
    title
      .replace(/^#{1,6}\s*/, '')
      .replace(/^[*_]{1,3}|[*_]{1,3}$/g, '')
      .replace(/\s+[-–—|]\s+(?:job description|job posting|careers?)$/i, '')
      .trim(),
    TITLE_MAX_CHARS,
  )
}
