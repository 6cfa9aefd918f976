import type { JsonResume } from '@/api/resumes/json-resume'
import {
  RESUME_LIST_MAX_ITEMS,
  RESUME_LONG_TEXT_MAX,
  RESUME_SECTION_MAX_ITEMS,
  RESUME_TEXT_MAX,
} from '@/api/resumes/json-resume'
import { RESUME_PARSE_CONFIDENCE, type ResumeParsedField } from '@/api/resumes/resume-parse'
import { tidyText } from '@/lib/document-text/tidy-text'
import { parseBasics } from './resume-basics'
import { paragraphs } from './resume-entries'
import { headingOf, inlineHeadingOf, type SectionKey } from './resume-headings'
import {
  parseAwards,
  parseCertificates,
  parseEducation,
  parseInterests,
  parseLanguages,
  parseProjects,
  parsePublications,
  parseReferences,
  parseSkills,
  parseVolunteer,
  parseWork,
} from './resume-section-parsers'

/**
 * A resume's text → JSON Resume, with a confidence for each field found. Pure and deterministic: the page
 * runs it on the device on a file's text (src/lib/document-text), the server runs it for
 * POST /api/Resume/Parse, ParseText and CreateFromFile.
 *
 * How: the text is cut at its section headings ("Experience", "EDUCATION", "Skills:" …, resume-headings.ts).
 * The lines above the first heading are the header: name, headline and contact details (resume-basics.ts).
 * Each section has its own reader (resume-section-parsers.ts); dated sections are split into entries at their
 * dates (resume-entries.ts).
 *
 * Confidence: the whole parse reports the spec's RESUME_PARSE_CONFIDENCE (seed 2 §9: 0.8). Per field, a
 * pattern match (email 0.95, phone and links 0.9) rates above a section read under its own heading (the
 * spec's 0.8), which rates above a guess from position alone (the headline, 0.6; a summary without a
 * heading, 0.5).
 */
export type ParsedResume = {
  resume: JsonResume
  confidence: number
  fields: Partial<Record<ResumeParsedField, number>>
}

const SECTION_READERS: Record<Exclude<SectionKey, 'summary'>, (lines: readonly string[]) => unknown[]> = {
  work: parseWork,
  education: parseEducation,
  skills: parseSkills,
  languages: parseLanguages,
  certificates: parseCertificates,
  projects: parseProjects,
  volunteer: parseVolunteer,
  awards: parseAwards,
  publications: parsePublications,
  interests: parseInterests,
  references: parseReferences,
}

/** The header (lines before the first heading) and each section's lines; a repeated heading adds to its section. */
function cutSections(lines: readonly string[]) {
  const header: string[] = []
  const sections = new Map<SectionKey, string[]>()
  let current: string[] = header
  for (const line of lines) {
    const inline = headingOf(line) ? null : inlineHeadingOf(line)
    const key = headingOf(line) ?? inline?.key
    if (key) {
      current = sections.get(key) ?? []
      sections.set(key, current)
      if (inline?.rest) current.push(inline.rest)
    } else current.push(line)
  }
  return { header, sections }
}

export function parseResume(text: string): ParsedResume {
  const lines = tidyText(text)
    .split('\n')
    .filter((line) => line !== '')
  const { header, sections } = cutSections(lines)
  const { basics, confidence: basicsConfidence, leftover } = parseBasics(header, lines.join('\n'))
  const fields: ParsedResume['fields'] = {}
  for (const [key, value] of Object.entries(basicsConfidence)) {
    fields[`basics.${key}` as ResumeParsedField] = value
  }
  const summaryLines = sections.get('summary')
  if (summaryLines?.length) {
    basics.summary = paragraphs(summaryLines)
    fields['basics.summary'] = RESUME_PARSE_CONFIDENCE
  } else {
    // No summary heading: sentences in the header (under the name and contacts) are the summary.
    const sentences = leftover.filter((line) => line.length > 80 || /[.!?]$/.test(line))
    if (sentences.length) {
      basics.summary = paragraphs(sentences)
      fields['basics.summary'] = 0.5
    }
  }
  const resume: JsonResume = {}
  if (Object.keys(basics).length) resume.basics = basics
  for (const [key, read] of Object.entries(SECTION_READERS) as [
    keyof typeof SECTION_READERS,
    typeof parseWork,
  ][]) {
    const sectionLines = sections.get(key)
    if (!sectionLines?.length) continue
    const items = read(sectionLines).filter((item) => Object.keys(item).length > 0)
    if (!items.length) continue
    ;(resume as Record<string, unknown>)[key] = items
    fields[key] = RESUME_PARSE_CONFIDENCE
  }
  return { resume: withinLimits(resume) as JsonResume, confidence: RESUME_PARSE_CONFIDENCE, fields }
}

/** True when the parse found nothing of a resume: no name, no contact, no section. */
export const isEmptyParse = (parsed: ParsedResume) => Object.keys(parsed.fields).length === 0

const LONG_TEXT_KEYS = new Set(['summary', 'description', 'reference'])
const LINK_KEYS = new Set(['url', 'image'])

/** Texts and lists cut to JsonResumeSchema's limits, so whatever the parser finds is a valid resume. */
function withinLimits(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    const max = LONG_TEXT_KEYS.has(key) ? RESUME_LONG_TEXT_MAX : LINK_KEYS.has(key) ? 2_000 : RESUME_TEXT_MAX
    return value.length > max ? value.slice(0, max) : value
  }
  if (Array.isArray(value)) {
    const max = value.every((v) => typeof v === 'string') ? RESUME_LIST_MAX_ITEMS : RESUME_SECTION_MAX_ITEMS
    return value.slice(0, max).map((item) => withinLimits(item, key))
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withinLimits(v, k)]))
  }
  return value
}
