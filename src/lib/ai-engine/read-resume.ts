/**
 * Reads resume text into facts the checks look at: the headed sections, the contact details, the bullets.
 * Text is only ever data here — nothing in it is obeyed, whatever it says.
 */

export const SECTION_KINDS = [
  'summary',
  'experience',
  'education',
  'skills',
  'projects',
  'certifications',
  'awards',
  'volunteer',
  'languages',
  'publications',
  'interests',
] as const
export type SectionKind = (typeof SECTION_KINDS)[number]

/** The headings ATS software and recruiters expect, by the section they open (lower case, no punctuation). */
const HEADINGS: Record<SectionKind, readonly string[]> = {
  summary: [
    'summary',
    'professional summary',
    'profile',
    'professional profile',
    'objective',
    'career objective',
    'about me',
    'about',
    'career summary',
    'executive summary',
  ],
  experience: [
    'experience',
    'work',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'relevant experience',
  ],
  education: [
    'education',
    'education and training',
    'academic background',
    'qualifications',
    'academic qualifications',
  ],
  skills: [
    'skills',
    'technical skills',
    'core skills',
    'key skills',
    'core competencies',
    'competencies',
    'areas of expertise',
    'expertise',
    'skills and abilities',
    'technologies',
    'tools',
  ],
  projects: ['projects', 'selected projects', 'key projects', 'personal projects'],
  certifications: [
    'certifications',
    'certificates',
    'licenses',
    'licenses and certifications',
    'certifications and licenses',
    'training',
  ],
  awards: ['awards', 'honors', 'honours', 'awards and honors', 'achievements', 'accomplishments'],
  volunteer: ['volunteer', 'volunteering', 'volunteer experience', 'community involvement'],
  languages: ['languages'],
  publications: ['publications', 'papers'],
  interests: ['interests', 'hobbies', 'hobbies and interests'],
}

export type ResumeLine = { number: number; text: string }

/**
 * Text addressed to an AI or a screening system rather than to a reader ("ignore previous instructions…").
 * Such lines are set aside: they never count towards a score (the ATS checks report them instead).
 */
export const INSTRUCTION_RE =
  /\b(?:ignore (?:all |any )?(?:the )?(?:previous|prior|above|earlier) (?:instructions|prompts?|directions)|disregard (?:all |the )?(?:previous|prior|above) |you are (?:now )?(?:an? )?(?:ai|assistant|language model|chatgpt)\b|system prompt|(?:^|\s)system:|rate this (?:resume|candidate)|give (?:this|the) (?:resume|candidate) (?:a )?(?:score|grade|rating)|hire this candidate|as an ai\b)/i

export type ResumeSection = {
  kind: SectionKind
  /** The heading as written. */
  heading: string
  lines: ResumeLine[]
}

export type ResumeFacts = {
  text: string
  /** The text in lower case, for matching terms. */
  lower: string
  lines: ResumeLine[]
  words: string[]
  /** The lines before the first heading: where the name and contact details belong. */
  header: ResumeLine[]
  sections: ResumeSection[]
  email: string | null
  phone: string | null
  /** A LinkedIn, GitHub or personal site address. */
  link: string | null
  /** The first line, when it reads like a person's name. */
  name: string | null
  bullets: ResumeLine[]
  /** Lines addressed to an AI screener: set aside, never scored (see INSTRUCTION_RE). */
  instructions: ResumeLine[]
  /** Lines that look like a heading but are not one of the standard ones. */
  unusualHeadings: ResumeLine[]
}

const normalizeHeading = (line: string) =>
  line
    .toLowerCase()
    .replace(/[&]/g, ' and ')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

const HEADING_KIND = new Map<string, SectionKind>(
  SECTION_KINDS.flatMap((kind) => HEADINGS[kind].map((heading) => [heading, kind] as const)),
)

/** The section a line opens, when it is a standard heading on its own line ("EXPERIENCE", "Skills:"). */
export function headingKind(line: string): SectionKind | null {
  const trimmed = line.trim()
  if (trimmed.length === 0 || trimmed.length > 40) return null
  return HEADING_KIND.get(normalizeHeading(trimmed)) ?? null
}

/** A short line in capitals or ending with a colon, with no sentence in it: a heading of some kind. */
function looksLikeHeading(line: string): boolean {
  const trimmed = line.trim()
  if (trimmed.length < 3 || trimmed.length > 40 || /[.!?,|@\d]/.test(trimmed)) return false
  const letters = trimmed.replace(/[^A-Za-z]/g, '')
  return letters.length >= 3 && (letters === letters.toUpperCase() || trimmed.endsWith(':'))
}

const EMAIL_RE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/
// 7–15 digits with the usual separators, optionally +country and (area) — not a year range like 2019–2021.
const PHONE_RE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{2,4}(?:[\s.-]?\d{2,4}){2,4}/g
const LINK_RE =
  /\b(?:https?:\/\/)?(?:www\.)?(?:linkedin\.com\/[^\s|,]+|github\.com\/[^\s|,]+|gitlab\.com\/[^\s|,]+|[a-z0-9-]+\.(?:dev|io|me|com|net|org|site|page)(?:\/[^\s|,]*)?)/i
const BULLET_RE = /^\s*(?:[-*•▪◦‣–—●○■□►▸✓✔➤>]|\d{1,2}[.)])\s+/

function findPhone(text: string): string | null {
  for (const match of text.matchAll(PHONE_RE)) {
    const digits = match[0].replace(/\D/g, '')
    // A run of years ("2019 2021 2023") is not a phone number.
    if (digits.length >= 7 && digits.length <= 15 && !/^(?:(?:19|20)\d{2}){2,}$/.test(digits))
      return match[0].trim()
  }
  return null
}

function findLink(text: string): string | null {
  for (const line of text.split('\n')) {
    const withoutEmails = line.replace(new RegExp(EMAIL_RE.source, 'g'), ' ')
    const match = LINK_RE.exec(withoutEmails)
    if (match) return match[0]
  }
  return null
}

function nameOf(first: string | undefined): string | null {
  const line = first?.trim() ?? ''
  const words = line.split(/\s+/)
  if (words.length < 2 || words.length > 5 || line.length > 60) return null
  return words.every((word) => /^[\p{Lu}][\p{L}'.-]*$/u.test(word)) ? line : null
}

export function readResume(text: string): ResumeFacts {
  const all = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line, index) => ({ number: index + 1, text: line.replace(/\s+$/, '') }))
    .filter((line) => line.text.trim() !== '')
  const instructions = all.filter((line) => INSTRUCTION_RE.test(line.text))
  const lines = all.filter((line) => !INSTRUCTION_RE.test(line.text))
  const sections: ResumeSection[] = []
  const header: ResumeLine[] = []
  const unusualHeadings: ResumeLine[] = []
  let current: ResumeSection | null = null
  for (const line of lines) {
    const kind = headingKind(line.text)
    if (kind) {
      current = { kind, heading: line.text.trim(), lines: [] }
      sections.push(current)
      continue
    }
    if (current) {
      if (looksLikeHeading(line.text)) unusualHeadings.push(line)
      current.lines.push(line)
    } else header.push(line)
  }
  const flat = lines.map((l) => l.text).join('\n')
  const email = EMAIL_RE.exec(flat)?.[0] ?? null
  return {
    text: flat,
    lower: flat.toLowerCase(),
    lines,
    words: flat.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)),
    header,
    sections,
    email,
    phone: findPhone(flat.replace(new RegExp(EMAIL_RE.source, 'g'), ' ')),
    link: findLink(flat),
    name: nameOf(lines[0]?.text),
    bullets: lines.filter((line) => BULLET_RE.test(line.text)),
    instructions,
    unusualHeadings,
  }
}

export function sectionOf(facts: ResumeFacts, kind: SectionKind): ResumeSection | null {
  return facts.sections.find((s) => s.kind === kind) ?? null
}

/** A bullet's text without its marker. */
export const bulletText = (line: ResumeLine) => line.text.replace(BULLET_RE, '').trim()

/**
 * The achievement lines: bullets under Experience (or Projects), else every bullet, else the Experience
 * section's lines when it has no bullets at all.
 */
export function achievementLines(facts: ResumeFacts): ResumeLine[] {
  const inSections = new Set(
    facts.sections
      .filter((s) => s.kind === 'experience' || s.kind === 'projects' || s.kind === 'volunteer')
      .flatMap((s) => s.lines.map((l) => l.number)),
  )
  const bullets = facts.bullets.filter((b) => inSections.has(b.number))
  if (bullets.length > 0) return bullets
  if (facts.bullets.length > 0) return facts.bullets
  return (sectionOf(facts, 'experience')?.lines ?? []).filter((l) => l.text.split(/\s+/).length >= 6)
}

/** Lower-case words of a text, for matching. */
export function tokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}+#.]+/gu)
      ?.map((t) => t.replace(/\.+$/, '')) ?? []
  )
}

/** Whether `term` appears in `text` as a whole word or phrase (case-insensitive; C++, C#, .NET work). */
export function containsTerm(text: string, term: string): boolean {
  return containsLowerTerm(text.toLowerCase(), term.toLowerCase())
}

/** containsTerm on text and term already in lower case (the facts keep `lower`). */
export function containsLowerTerm(lower: string, term: string): boolean {
  // The plain search rules most terms out cheaply; the expression then checks the word boundaries.
  if (!lower.includes(term)) return false
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?:^|[^\\p{L}\\p{N}+#])${escaped}(?=$|[^\\p{L}\\p{N}+#])`, 'u').test(lower)
}

/** The line that holds `term` (for evidence), or null. */
export function lineWith(facts: ResumeFacts, term: string): ResumeLine | null {
  return facts.lines.find((line) => containsTerm(line.text, term)) ?? null
}
