/**
 * Section headings. A heading is a short line (possibly in capitals, possibly ending with a colon) whose
 * words are one of the names resumes commonly give a section; each maps to a JSON Resume section. Matching
 * the whole line, never a prefix, keeps "Experience with Kubernetes" in a summary from opening a section.
 */
export type SectionKey =
  | 'summary'
  | 'work'
  | 'education'
  | 'skills'
  | 'languages'
  | 'certificates'
  | 'projects'
  | 'volunteer'
  | 'awards'
  | 'publications'
  | 'interests'
  | 'references'

const HEADINGS: Record<SectionKey, readonly string[]> = {
  summary: [
    'summary',
    'profile',
    'professional summary',
    'about',
    'about me',
    'objective',
    'career objective',
    'personal statement',
    'overview',
    'executive summary',
    'career summary',
    'personal profile',
    'professional profile',
  ],
  work: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'relevant experience',
    'professional background',
    'career',
  ],
  education: [
    'education',
    'academic background',
    'education and training',
    'education & training',
    'academic qualifications',
    'qualifications',
    'studies',
  ],
  skills: [
    'skills',
    'technical skills',
    'core skills',
    'key skills',
    'core competencies',
    'competencies',
    'expertise',
    'skills & expertise',
    'skills and expertise',
    'technologies',
    'tools',
    'skills & tools',
  ],
  languages: ['languages', 'language skills', 'language'],
  certificates: [
    'certificates',
    'certifications',
    'certification',
    'licenses',
    'licences',
    'licenses & certifications',
    'licenses and certifications',
    'certifications & licenses',
    'courses & certifications',
    'courses and certifications',
  ],
  projects: ['projects', 'personal projects', 'selected projects', 'key projects', 'side projects'],
  volunteer: ['volunteering', 'volunteer', 'volunteer experience', 'volunteer work'],
  awards: [
    'awards',
    'honors',
    'honours',
    'awards & honors',
    'honors & awards',
    'awards and honors',
    'achievements',
  ],
  publications: ['publications', 'papers', 'articles'],
  interests: ['interests', 'hobbies', 'hobbies & interests', 'interests & hobbies', 'hobbies and interests'],
  references: ['references', 'referees'],
}

const BY_NAME = new Map<string, SectionKey>(
  Object.entries(HEADINGS).flatMap(([key, names]) => names.map((name) => [name, key as SectionKey])),
)

/** The section a line opens, or null when the line is not a heading. */
export function headingOf(line: string): SectionKey | null {
  if (line.length > 40) return null
  const name = line
    .toLowerCase()
    .replace(/[:：]\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
  return BY_NAME.get(name) ?? null
}

/**
 * A heading in capitals at the start of a line that goes on with the section's first line: two-column
 * layouts put the heading beside the content, and the text comes out as "EXPERIENCE Senior Engineer — Acme".
 * Only capitals count, so a sentence such as "Experience with Kubernetes…" never opens a section.
 */
export function inlineHeadingOf(line: string): { key: SectionKey; rest: string } | null {
  const words = line.split(' ')
  for (let count = Math.min(4, words.length - 1); count >= 1; count--) {
    const prefix = words.slice(0, count).join(' ')
    if (!/^[\p{Lu}&]+(?: [\p{Lu}&]+)*$/u.test(prefix)) continue
    const key = headingOf(prefix)
    if (key) return { key, rest: words.slice(count).join(' ') }
  }
  return null
}
