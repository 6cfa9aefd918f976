import type { JsonResumeListSection } from '@/api/resumes/json-resume'

/**
 * The builder's form for each JSON Resume list section, as data: one generic editor draws them all, so every
 * section gets the same add, remove, reorder and list editing.
 */
export type FieldKind = 'text' | 'textarea' | 'date' | 'url' | 'lines' | 'chips'

export type FieldDef = {
  key: string
  label: string
  kind: FieldKind
  placeholder?: string
  /** Takes the whole row on wide screens. */
  wide?: boolean
}

export type SectionDef = {
  key: JsonResumeListSection
  /** One entry, in lower case: "Add a position", "Remove position …". */
  noun: string
  intro: string
  fields: readonly FieldDef[]
  title: (entry: Record<string, unknown>) => string
}

const str = (entry: Record<string, unknown>, key: string) => {
  const value = entry[key]
  return typeof value === 'string' ? value.trim() : ''
}
const joined = (...parts: string[]) => parts.filter(Boolean).join(' — ')

const dates: readonly FieldDef[] = [
  { key: 'startDate', label: 'Start date', kind: 'date' },
  { key: 'endDate', label: 'End date', kind: 'date', placeholder: 'Empty if ongoing' },
]

export const SECTION_DEFS: readonly SectionDef[] = [
  {
    key: 'work',
    noun: 'position',
    intro: 'Your jobs, most recent first.',
    fields: [
      { key: 'position', label: 'Position', kind: 'text', placeholder: 'e.g. Frontend Developer' },
      { key: 'name', label: 'Company', kind: 'text' },
      { key: 'location', label: 'Location', kind: 'text' },
      { key: 'url', label: 'Company website', kind: 'url' },
      ...dates,
      { key: 'summary', label: 'Summary', kind: 'textarea', wide: true },
      { key: 'highlights', label: 'Highlights', kind: 'lines', wide: true },
    ],
    title: (e) => joined(str(e, 'position'), str(e, 'name')),
  },
  {
    key: 'education',
    noun: 'school',
    intro: 'Degrees, diplomas and courses of study.',
    fields: [
      { key: 'institution', label: 'Institution', kind: 'text' },
      { key: 'studyType', label: 'Degree', kind: 'text', placeholder: 'e.g. Bachelor' },
      { key: 'area', label: 'Field of study', kind: 'text' },
      { key: 'score', label: 'Grade', kind: 'text' },
      ...dates,
      { key: 'url', label: 'Website', kind: 'url', wide: true },
      { key: 'courses', label: 'Courses', kind: 'chips', wide: true },
    ],
    title: (e) => joined(str(e, 'studyType'), str(e, 'area'), str(e, 'institution')),
  },
  {
    key: 'skills',
    noun: 'skill',
    intro: 'Groups of skills, each with a level and keywords.',
    fields: [
      { key: 'name', label: 'Skill', kind: 'text', placeholder: 'e.g. Web development' },
      { key: 'level', label: 'Level', kind: 'text', placeholder: 'e.g. Advanced' },
      { key: 'keywords', label: 'Keywords', kind: 'chips', wide: true },
    ],
    title: (e) => joined(str(e, 'name'), str(e, 'level')),
  },
  {
    key: 'projects',
    noun: 'project',
    intro: 'Things you built or led.',
    fields: [
      { key: 'name', label: 'Project', kind: 'text' },
      { key: 'entity', label: 'Organisation', kind: 'text' },
      { key: 'type', label: 'Type', kind: 'text', placeholder: 'e.g. application' },
      { key: 'url', label: 'Website', kind: 'url' },
      ...dates,
      { key: 'description', label: 'Description', kind: 'textarea', wide: true },
      { key: 'highlights', label: 'Highlights', kind: 'lines', wide: true },
      { key: 'roles', label: 'Roles', kind: 'chips', wide: true },
      { key: 'keywords', label: 'Keywords', kind: 'chips', wide: true },
    ],
    title: (e) => str(e, 'name'),
  },
  {
    key: 'volunteer',
    noun: 'volunteer role',
    intro: 'Unpaid work that shows what you care about.',
    fields: [
      { key: 'position', label: 'Position', kind: 'text' },
      { key: 'organization', label: 'Organisation', kind: 'text' },
      { key: 'url', label: 'Website', kind: 'url', wide: true },
      ...dates,
      { key: 'summary', label: 'Summary', kind: 'textarea', wide: true },
      { key: 'highlights', label: 'Highlights', kind: 'lines', wide: true },
    ],
    title: (e) => joined(str(e, 'position'), str(e, 'organization')),
  },
  {
    key: 'awards',
    noun: 'award',
    intro: 'Prizes and recognition.',
    fields: [
      { key: 'title', label: 'Title', kind: 'text' },
      { key: 'awarder', label: 'Awarded by', kind: 'text' },
      { key: 'date', label: 'Date', kind: 'date' },
      { key: 'summary', label: 'Summary', kind: 'textarea', wide: true },
    ],
    title: (e) => joined(str(e, 'title'), str(e, 'awarder')),
  },
  {
    key: 'certificates',
    noun: 'certificate',
    intro: 'Certifications and licences.',
    fields: [
      { key: 'name', label: 'Certificate', kind: 'text' },
      { key: 'issuer', label: 'Issuer', kind: 'text' },
      { key: 'date', label: 'Date', kind: 'date' },
      { key: 'url', label: 'Link', kind: 'url' },
    ],
    title: (e) => joined(str(e, 'name'), str(e, 'issuer')),
  },
  {
    key: 'publications',
    noun: 'publication',
    intro: 'Articles, papers and books.',
    fields: [
      { key: 'name', label: 'Title', kind: 'text' },
      { key: 'publisher', label: 'Publisher', kind: 'text' },
      { key: 'releaseDate', label: 'Release date', kind: 'date' },
      { key: 'url', label: 'Link', kind: 'url' },
      { key: 'summary', label: 'Summary', kind: 'textarea', wide: true },
    ],
    title: (e) => joined(str(e, 'name'), str(e, 'publisher')),
  },
  {
    key: 'languages',
    noun: 'language',
    intro: 'Languages you speak and how well.',
    fields: [
      { key: 'language', label: 'Language', kind: 'text' },
      { key: 'fluency', label: 'Fluency', kind: 'text', placeholder: 'e.g. Native speaker' },
    ],
    title: (e) => joined(str(e, 'language'), str(e, 'fluency')),
  },
  {
    key: 'interests',
    noun: 'interest',
    intro: 'What you do outside work.',
    fields: [
      { key: 'name', label: 'Interest', kind: 'text' },
      { key: 'keywords', label: 'Keywords', kind: 'chips', wide: true },
    ],
    title: (e) => str(e, 'name'),
  },
  {
    key: 'references',
    noun: 'reference',
    intro: 'What people you worked with say.',
    fields: [
      { key: 'name', label: 'Name', kind: 'text', wide: true },
      { key: 'reference', label: 'Reference', kind: 'textarea', wide: true },
    ],
    title: (e) => str(e, 'name'),
  },
]
