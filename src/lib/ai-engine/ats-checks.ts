import { BUILT_IN_ENGINE, type ScoreCheck } from '@/api/ai-tools/ai-result'
import type { AtsAnalysis, AtsIssue } from '@/api/ai-tools/resume-optimizer'
import { check, excerpt, failed, passed, scoreOf, skipped, suggestion } from './explain'
import { readResume, sectionOf, type ResumeFacts, type ResumeLine } from './read-resume'

/**
 * ATS compatibility: what applicant tracking systems read badly. Layouts (tables, columns, images, text
 * boxes drawn with symbols), contact details an ATS cannot find, missing standard sections, and text aimed
 * at an AI screener instead of a reader (often hidden in white ink, and treated as manipulation).
 */

const TABLE_RE = /^\s*\|.*\|\s*$|^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$/
const BOX_RE = /[┌┐└┘├┤┬┴┼│─═║╔╗╚╝╠╣╦╩╬]/
// Two blocks of text side by side: words, a gap of 4+ spaces (or a tab), more words.
const COLUMN_RE = /\S.*?\S(?: {4,}|\t+)\S/
const IMAGE_RE =
  /!\[[^\]]*\]\([^)]*\)|<img\b|\[(?:image|photo|picture|logo|graphic|chart|icon)\b[^\]]*\]|\.(?:png|jpe?g|gif|svg)\b/i
const SYMBOL_RE = /[★☆✦✧✪✯❖◆◇■□▲►▶●◉○✓✔✗✘☎✆✉⌂☐☑☒]|\p{Extended_Pictographic}/u

type Layout = {
  id: string
  label: string
  severity: AtsIssue['severity']
  points: number
  find: (facts: ResumeFacts) => ResumeLine[]
  fix: string
  found: string
  none: string
}

const COLUMN_LINES_MIN = 3

const LAYOUT_CHECKS: Layout[] = [
  {
    id: 'ats.no-tables',
    label: 'No tables',
    severity: 'critical',
    points: 15,
    find: (facts) => facts.lines.filter((line) => TABLE_RE.test(line.text) || BOX_RE.test(line.text)),
    fix: 'Replace tables and boxes with plain lines: ATS software reads cells out of order or drops them.',
    found: 'Table or box lines were found.',
    none: 'No table or box lines.',
  },
  {
    id: 'ats.single-column',
    label: 'One column',
    severity: 'critical',
    points: 15,
    find: (facts) => {
      const lines = facts.lines.filter((line) => COLUMN_RE.test(line.text) && !TABLE_RE.test(line.text))
      return lines.length >= COLUMN_LINES_MIN ? lines : []
    },
    fix: 'Put everything in one column: two columns are read across, mixing the two sides line by line.',
    found: 'Several lines hold two blocks of text side by side (a two-column layout).',
    none: 'The text runs in one column.',
  },
  {
    id: 'ats.no-images',
    label: 'No images or graphics',
    severity: 'warning',
    points: 10,
    find: (facts) => facts.lines.filter((line) => IMAGE_RE.test(line.text)),
    fix: 'Remove photos, logos and charts: an ATS cannot read them, and text inside them is lost.',
    found: 'An image, photo, logo or chart was found.',
    none: 'No images or graphics.',
  },
  {
    id: 'ats.plain-symbols',
    label: 'Plain bullets and symbols',
    severity: 'warning',
    points: 5,
    find: (facts) => facts.lines.filter((line) => SYMBOL_RE.test(line.text)),
    fix: 'Use plain “-” or “•” bullets and words instead of icons and decorative symbols.',
    found: 'Icons or decorative symbols were found.',
    none: 'Only plain characters.',
  },
  {
    id: 'ats.no-instructions',
    label: 'No text aimed at AI screeners',
    severity: 'critical',
    points: 10,
    find: (facts) => facts.instructions,
    fix: 'Remove text addressed to an AI or a screening system: it is treated as manipulation and can get the resume rejected.',
    found: 'A line reads as instructions to an AI screener.',
    none: 'No instructions aimed at a machine.',
  },
]

function layoutCheck(facts: ResumeFacts, layout: Layout): { check: ScoreCheck; lines: ResumeLine[] } {
  const lines = layout.find(facts)
  const first = lines[0]
  return {
    lines,
    check: check(
      layout.id,
      layout.label,
      layout.points,
      first
        ? failed(
            `${layout.found} (${lines.length} line${lines.length === 1 ? '' : 's'}, first at line ${first.number})`,
            first.text,
          )
        : passed(layout.none),
    ),
  }
}

function contactCheck(facts: ResumeFacts): ScoreCheck {
  const missing = [facts.email ? null : 'email address', facts.phone ? null : 'phone number'].filter(
    (x): x is string => x !== null,
  )
  return check(
    'ats.contact',
    'Email and phone in the text',
    15,
    missing.length === 0
      ? passed(
          'Both an email address and a phone number were found in the text.',
          `${facts.email} · ${facts.phone}`,
        )
      : failed(`No ${missing.join(' or ')} was found in the text (not in a header, image or link only).`),
  )
}

const REQUIRED_SECTIONS = [
  ['experience', 'Experience'],
  ['education', 'Education'],
  ['skills', 'Skills'],
] as const

function sectionsCheck(facts: ResumeFacts): ScoreCheck {
  const missing = REQUIRED_SECTIONS.filter(([kind]) => !sectionOf(facts, kind)).map(([, label]) => label)
  const found = facts.sections.map((s) => s.heading)
  return check(
    'ats.standard-sections',
    'Standard section headings',
    20,
    missing.length === 0
      ? passed('Experience, Education and Skills each have a standard heading.', found.join(' · '))
      : failed(
          `No standard heading for ${missing.join(', ')}: an ATS files text by these headings.`,
          found.length > 0 ? found.join(' · ') : null,
        ),
  )
}

function readableCheck(facts: ResumeFacts): ScoreCheck {
  const count = facts.words.length
  return check(
    'ats.readable-text',
    'Enough readable text',
    10,
    count >= 150
      ? passed(`${count} words of text were read.`)
      : count === 0
        ? skipped('No text to read.')
        : failed(`Only ${count} words were read: much of the resume may be in images or graphics.`),
  )
}

const ISSUE_TITLES: Record<string, string> = {
  'ats.no-tables': 'Table or box layout',
  'ats.single-column': 'Multi-column layout',
  'ats.no-images': 'Images or graphics',
  'ats.plain-symbols': 'Icons and decorative symbols',
  'ats.no-instructions': 'Instructions aimed at an AI screener',
  'ats.contact': 'Missing contact details',
  'ats.standard-sections': 'Missing standard sections',
  'ats.readable-text': 'Little readable text',
}

const FIXES: Record<string, string> = {
  ...Object.fromEntries(LAYOUT_CHECKS.map((l) => [l.id, l.fix])),
  'ats.contact': 'Write your email address and phone number as plain text under your name.',
  'ats.standard-sections': 'Use the standard headings “Experience”, “Education” and “Skills”.',
  'ats.readable-text': 'Make sure the resume is text, not a scan or picture of one.',
}

const SEVERITY: Record<string, AtsIssue['severity']> = {
  ...Object.fromEntries(LAYOUT_CHECKS.map((l) => [l.id, l.severity])),
  'ats.contact': 'critical',
  'ats.standard-sections': 'critical',
  'ats.readable-text': 'warning',
}

export function atsChecks(facts: ResumeFacts): ScoreCheck[] {
  return [
    ...LAYOUT_CHECKS.map((layout) => layoutCheck(facts, layout).check),
    contactCheck(facts),
    sectionsCheck(facts),
    readableCheck(facts),
  ]
}

export function compatibilityOf(score: number): AtsAnalysis['compatibility'] {
  return score >= 80 ? 'High' : score >= 60 ? 'Medium' : 'Low'
}

const sectionOfCheck = (id: string) =>
  id === 'ats.contact' ? 'Contact details' : id === 'ats.standard-sections' ? 'Section headings' : 'Layout'

export function atsAnalysisOfFacts(facts: ResumeFacts): AtsAnalysis {
  const checks = atsChecks(facts)
  const atsScore = scoreOf(checks)
  const open = checks.filter((c) => c.status !== 'passed')
  return {
    atsScore,
    compatibility: compatibilityOf(atsScore),
    issues: open.map((c) => ({
      id: c.id,
      severity: SEVERITY[c.id] ?? 'warning',
      title: ISSUE_TITLES[c.id] ?? c.label,
      detail: c.detail,
      source: { section: sectionOfCheck(c.id), excerpt: c.evidence ? excerpt(c.evidence) : '' },
    })),
    recommendations: open.map((c) =>
      suggestion(FIXES[c.id] ?? c.label, c.id, sectionOfCheck(c.id), c.evidence ?? ''),
    ),
    checks,
    engine: BUILT_IN_ENGINE,
  }
}

export function atsAnalysis(text: string): AtsAnalysis {
  return atsAnalysisOfFacts(readResume(text))
}
