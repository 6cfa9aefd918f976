import * as v from 'valibot'

/**
 * The structured resume: JSON Resume 1.0 (https://jsonresume.org/schema), one schema shared by the client,
 * the server and the service worker (issue 14). Every object is loose, as the JSON Resume schema itself
 * allows additional properties: an imported file keeps fields we do not edit (`meta`, vendor extensions),
 * so export(import(file)) loses nothing. Every field is optional, as in JSON Resume.
 */

export const RESUME_TEXT_MAX = 500
export const RESUME_LONG_TEXT_MAX = 10_000
export const RESUME_SECTION_MAX_ITEMS = 100
export const RESUME_LIST_MAX_ITEMS = 100

/**
 * JSON Resume's date: 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD' (its iso8601 pattern). Empty text is allowed, as
 * many exported files carry "" for an open end date.
 */
export const RESUME_DATE_PATTERN = /^(?:[12]\d{3}(?:-[01]\d(?:-[0-3]\d)?)?)?$/
export const RESUME_DATE_TEXT = 'Dates are written YYYY, YYYY-MM or YYYY-MM-DD'

const text = (max = RESUME_TEXT_MAX) =>
  v.optional(v.pipe(v.string('Must be text'), v.maxLength(max, `At most ${max} characters`)))
const longText = () => text(RESUME_LONG_TEXT_MAX)
const date = () =>
  v.optional(v.pipe(v.string('Must be text'), v.regex(RESUME_DATE_PATTERN, RESUME_DATE_TEXT)))
const textList = () =>
  v.optional(
    v.pipe(
      v.array(v.pipe(v.string('Must be text'), v.maxLength(RESUME_TEXT_MAX))),
      v.maxLength(RESUME_LIST_MAX_ITEMS, `At most ${RESUME_LIST_MAX_ITEMS} items`),
    ),
  )
const section = <T extends v.GenericSchema>(item: T) =>
  v.optional(
    v.pipe(
      v.array(item),
      v.maxLength(RESUME_SECTION_MAX_ITEMS, `At most ${RESUME_SECTION_MAX_ITEMS} entries`),
    ),
  )

/**
 * A JSON Resume object. valibot's object schemas take an array for an object (`[]` passes and comes out as
 * `{}`, `['x']` as `{ "0": "x" }`), which would quietly turn a malformed file into another resume; a JSON
 * Resume object is never an array, so an array is refused with the schema's own type issue.
 */
function jsonObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  const schema = v.looseObject(entries)
  const run: (typeof schema)['~run'] = function (this: typeof schema, dataset, config) {
    if (Array.isArray(dataset.value)) {
      v._addIssue(this, 'type', dataset, config)
      return dataset as unknown as ReturnType<(typeof schema)['~run']>
    }
    return schema['~run'](dataset, config)
  }
  return { ...schema, '~run': run } as typeof schema
}

export const ResumeLocationSchema = jsonObject({
  address: text(),
  postalCode: text(),
  city: text(),
  /** ISO 3166-1 alpha-2, as JSON Resume says; not enforced, imported files vary. */
  countryCode: text(),
  region: text(),
})

export const ResumeProfileSchema = jsonObject({ network: text(), username: text(), url: text() })

export const ResumeBasicsSchema = jsonObject({
  name: text(),
  /** The headline, e.g. "Web Developer". */
  label: text(),
  image: text(2_000),
  email: text(),
  phone: text(),
  url: text(2_000),
  summary: longText(),
  location: v.optional(ResumeLocationSchema),
  profiles: section(ResumeProfileSchema),
})

export const ResumeWorkSchema = jsonObject({
  name: text(),
  position: text(),
  location: text(),
  description: longText(),
  url: text(2_000),
  startDate: date(),
  endDate: date(),
  summary: longText(),
  highlights: textList(),
})

export const ResumeVolunteerSchema = jsonObject({
  organization: text(),
  position: text(),
  url: text(2_000),
  startDate: date(),
  endDate: date(),
  summary: longText(),
  highlights: textList(),
})

export const ResumeEducationSchema = jsonObject({
  institution: text(),
  url: text(2_000),
  area: text(),
  studyType: text(),
  startDate: date(),
  endDate: date(),
  score: text(),
  courses: textList(),
})

export const ResumeAwardSchema = jsonObject({
  title: text(),
  date: date(),
  awarder: text(),
  summary: longText(),
})

export const ResumeCertificateSchema = jsonObject({
  name: text(),
  date: date(),
  url: text(2_000),
  issuer: text(),
})

export const ResumePublicationSchema = jsonObject({
  name: text(),
  publisher: text(),
  releaseDate: date(),
  url: text(2_000),
  summary: longText(),
})

export const ResumeSkillSchema = jsonObject({ name: text(), level: text(), keywords: textList() })

export const ResumeLanguageSchema = jsonObject({ language: text(), fluency: text() })

export const ResumeInterestSchema = jsonObject({ name: text(), keywords: textList() })

export const ResumeReferenceSchema = jsonObject({ name: text(), reference: longText() })

export const ResumeProjectSchema = jsonObject({
  name: text(),
  description: longText(),
  highlights: textList(),
  keywords: textList(),
  startDate: date(),
  endDate: date(),
  url: text(2_000),
  roles: textList(),
  entity: text(),
  type: text(),
})

export const ResumeMetaSchema = jsonObject({
  canonical: text(2_000),
  version: text(),
  lastModified: text(),
})

export const JsonResumeSchema = jsonObject({
  $schema: text(2_000),
  basics: v.optional(ResumeBasicsSchema),
  work: section(ResumeWorkSchema),
  volunteer: section(ResumeVolunteerSchema),
  education: section(ResumeEducationSchema),
  awards: section(ResumeAwardSchema),
  certificates: section(ResumeCertificateSchema),
  publications: section(ResumePublicationSchema),
  skills: section(ResumeSkillSchema),
  languages: section(ResumeLanguageSchema),
  interests: section(ResumeInterestSchema),
  references: section(ResumeReferenceSchema),
  projects: section(ResumeProjectSchema),
  meta: v.optional(ResumeMetaSchema),
})

export type JsonResume = v.InferOutput<typeof JsonResumeSchema>
export type ResumeBasics = v.InferOutput<typeof ResumeBasicsSchema>
export type ResumeWork = v.InferOutput<typeof ResumeWorkSchema>
export type ResumeEducation = v.InferOutput<typeof ResumeEducationSchema>
export type ResumeSkill = v.InferOutput<typeof ResumeSkillSchema>
export type ResumeProject = v.InferOutput<typeof ResumeProjectSchema>

/** The sections that are lists of entries, in the order a resume shows them. */
export const JSON_RESUME_LIST_SECTIONS = [
  'work',
  'education',
  'skills',
  'projects',
  'volunteer',
  'awards',
  'certificates',
  'publications',
  'languages',
  'interests',
  'references',
] as const
export type JsonResumeListSection = (typeof JSON_RESUME_LIST_SECTIONS)[number]

export const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json'
