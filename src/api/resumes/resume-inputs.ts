import * as v from 'valibot'
import { INT4_MAX } from '../bounds'
import { PageQuerySchema } from '../pagination'
import { UUID_PATTERN } from '../uuid'
import { JsonResumeSchema, JSON_RESUME_LIST_SECTIONS } from './json-resume'
import { ResumePrivacyInputSchema } from './resume-privacy'

/**
 * What the resume calls take (seed 2 §3 "Resume create input", §7 "Resumes"; seed 1 §5, §7).
 */

export const RESUME_NAME_MAX = 200
export const RESUME_DESCRIPTION_MAX = 2_000
export const RESUME_PERSON_NAME_MAX = 100
export const RESUME_SHORT_TEXT_MAX = 120
export const RESUME_EMPLOYMENT_TYPES_MAX = 20
export const RESUME_MINIMUM_SALARY_MAX = 100_000_000
/** A slug: 3–60 characters after normalising (server/core/slug.ts rules). */
export const RESUME_SLUG_MIN = 3
export const RESUME_SLUG_MAX = 60
export const RESUME_TEMPLATE_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/

const trimmed = (label: string, min: number, max: number) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.minLength(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  )

/** Optional text; '' and null clear it (→ null). */
const clearableText = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.nullable(
        v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(max, `${label} is too long`)),
      ),
      v.transform((value: string | null) => (value === '' ? null : value)),
    ),
  )

const uuid = (label: string) =>
  v.pipe(v.string(`${label} must be text`), v.regex(UUID_PATTERN, `${label} is not valid`))

const email = v.pipe(
  v.string('Email must be text'),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.maxLength(254, 'Email is too long'),
  v.email('Please enter a valid email address'),
)

export const ResumeNameSchema = trimmed('Name', 1, RESUME_NAME_MAX)

/** Seed 2 §3 "Resume create input": what the create form asks for (the client validates with it). */
export const ResumeCreateInputSchema = v.object({
  title: trimmed('Title', 1, RESUME_NAME_MAX),
  firstName: trimmed('First name', 1, RESUME_PERSON_NAME_MAX),
  lastName: trimmed('Last name', 1, RESUME_PERSON_NAME_MAX),
  email,
})
export type ResumeCreateInput = v.InferInput<typeof ResumeCreateInputSchema>

const employmentTypes = v.pipe(
  v.union([v.string(), v.array(v.string())], 'Employment type must be text or a list of texts'),
  v.transform((value: string | string[]) => (typeof value === 'string' ? [value] : value)),
  v.transform((items: string[]) => items.map((item) => item.trim()).filter((item) => item !== '')),
  v.maxLength(RESUME_EMPLOYMENT_TYPES_MAX, `At most ${RESUME_EMPLOYMENT_TYPES_MAX} employment types`),
  v.check(
    (items: string[]) => items.every((item) => item.length <= RESUME_SHORT_TEXT_MAX),
    'Employment types must be at most 120 characters each',
  ),
)

const minimumSalary = v.optional(
  v.nullable(
    v.pipe(
      v.number('Minimum salary must be a number'),
      v.finite('Minimum salary must be a number'),
      v.minValue(0, 'Minimum salary cannot be negative'),
      v.maxValue(RESUME_MINIMUM_SALARY_MAX, 'Minimum salary is too large'),
    ),
  ),
)

const templateName = v.optional(
  v.nullable(
    v.pipe(
      v.string('Template must be text'),
      v.trim(),
      v.toLowerCase(),
      v.regex(RESUME_TEMPLATE_NAME_PATTERN, 'Template names are lower-case letters, digits and dashes'),
    ),
  ),
)

/** The descriptive fields every write of a resume may set (Save, PUT /{id}, PUT /{id}/metadata). */
const metadataEntries = {
  name: v.optional(ResumeNameSchema),
  description: clearableText('Description', RESUME_DESCRIPTION_MAX),
  industry: clearableText('Industry', RESUME_SHORT_TEXT_MAX),
  employmentType: v.optional(employmentTypes),
  paySchedule: clearableText('Pay schedule', RESUME_SHORT_TEXT_MAX),
  minimumSalary,
  resumeType: clearableText('Resume type', RESUME_SHORT_TEXT_MAX),
  templateName,
  privacy_ShowContactDetails: v.optional(v.boolean('privacy_ShowContactDetails must be true or false')),
}

/**
 * The resume a Save or PUT /api/Resume/{id} carries, once decoded (see ResumeSaveBodySchema). Unknown
 * top-level keys are dropped, not refused: the spec's client saves back the whole record it loaded
 * (userId, views, createdAt…), which the server keeps to itself. isMaster, isActive and parentId are
 * changed only by their own calls. Inside `resume` nothing is dropped (JSON Resume is open).
 */
export const ResumeSaveInputSchema = v.object({
  /** Present: update that resume; absent: create one. */
  id: v.optional(uuid('id')),
  /** The version the edit was based on; an older one than the stored is 409 VERSION_CONFLICT. */
  baseVersion: v.optional(
    v.pipe(
      v.number('baseVersion must be a number'),
      v.integer('baseVersion must be a whole number'),
      v.minValue(0),
      v.maxValue(INT4_MAX),
    ),
  ),
  ...metadataEntries,
  /** The create form's name for the resume's name. */
  title: v.optional(trimmed('Title', 1, RESUME_NAME_MAX)),
  /** The create form's person (seed 2 §3): fills basics.name and basics.email when the resume has none. */
  firstName: v.optional(trimmed('First name', 1, RESUME_PERSON_NAME_MAX)),
  lastName: v.optional(trimmed('Last name', 1, RESUME_PERSON_NAME_MAX)),
  email: v.optional(email),
  /** A wished slug; normalised, and refused (409) when taken or reserved. */
  slug: v.optional(v.pipe(v.string('Slug must be text'), v.maxLength(200, 'Slug is too long'))),
  /** By name (or number); when absent, `privacy_ShowResume` is read; a new resume without either is a draft. */
  privacy: v.optional(ResumePrivacyInputSchema),
  privacy_ShowResume: v.optional(
    v.pipe(
      v.number('privacy_ShowResume must be a number'),
      v.integer('privacy_ShowResume must be a whole number'),
    ),
  ),
  resume: v.optional(JsonResumeSchema),
})
export type ResumeSaveInput = v.InferOutput<typeof ResumeSaveInputSchema>

/** Keys a JSON Resume file has at its top level. */
const JSON_RESUME_KEYS = new Set<string>(['$schema', 'basics', 'meta', ...JSON_RESUME_LIST_SECTIONS])
/** Keys of the save shape (and of the record the spec's client saves back). */
const SAVE_SHAPE_KEYS = new Set<string>([
  ...Object.keys(ResumeSaveInputSchema.entries),
  'resumeSerialized',
  'userId',
])

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

export const RESUME_BODY_NOT_JSON_TEXT = 'The resume must be JSON'

/**
 * The Save body's forms, each turned into ResumeSaveInput's shape:
 * - the spec's double-encoded body: a JSON string whose content is the JSON of the resume;
 * - `{ "resumeJson": <that string or object> }` (seed 1 §7);
 * - the resume as plain JSON;
 * - a bare JSON Resume file (a JSON Resume key such as `basics` at the top, and none of the save shape's
 *   keys; its own extra fields are kept) → `{ resume: file }`;
 * - `resumeSerialized` (JSON text of the JSON Resume), as the record carries it, when `resume` is absent.
 * Returns null when a text in it is not JSON.
 */
export function decodeResumeSaveBody(body: unknown): unknown {
  let value = body
  if (typeof value === 'string') {
    const parsed = parseJsonText(value)
    if (!parsed.ok) return null
    value = parsed.value
  }
  if (isRecord(value) && 'resumeJson' in value && Object.keys(value).length === 1) {
    value = value.resumeJson
    if (typeof value === 'string') {
      const parsed = parseJsonText(value)
      if (!parsed.ok) return null
      value = parsed.value
    }
  }
  if (!isRecord(value)) return value
  const keys = Object.keys(value)
  if (keys.some((key) => JSON_RESUME_KEYS.has(key)) && !keys.some((key) => SAVE_SHAPE_KEYS.has(key))) {
    return { resume: value }
  }
  if (value.resume === undefined && typeof value.resumeSerialized === 'string') {
    const parsed = parseJsonText(value.resumeSerialized)
    if (!parsed.ok) return null
    return { ...value, resume: parsed.value }
  }
  return value
}

/** POST /api/Resume/Save and PUT /api/Resume/{id}: any form of decodeResumeSaveBody, validated. */
export const ResumeSaveBodySchema = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const decoded = decodeResumeSaveBody(dataset.value)
    if (decoded === null) {
      addIssue({ message: RESUME_BODY_NOT_JSON_TEXT })
      return NEVER
    }
    return decoded
  }),
  ResumeSaveInputSchema,
)

/** PUT /api/Resume/{id}?slug=: the slug to give the resume (optional). */
export const ResumeUpdateQuerySchema = v.strictObject({
  slug: v.optional(v.pipe(v.string('Slug must be text'), v.maxLength(200, 'Slug is too long'))),
})

/** PUT /api/Resume/{id}/metadata: only the descriptive fields; the structured resume is untouched. */
export const ResumeMetadataInputSchema = v.strictObject({
  ...metadataEntries,
  baseVersion: v.optional(
    v.pipe(
      v.number('baseVersion must be a number'),
      v.integer('baseVersion must be a whole number'),
      v.minValue(0),
      v.maxValue(INT4_MAX),
    ),
  ),
})
export type ResumeMetadataInput = v.InferOutput<typeof ResumeMetadataInputSchema>

/** POST /api/Resume/{id}/setPrivacy. */
export const SetResumePrivacyInputSchema = v.strictObject({ privacy: ResumePrivacyInputSchema })
export type SetResumePrivacyInput = v.InferOutput<typeof SetResumePrivacyInputSchema>

/** POST /api/Resume/{id}/createVariation. */
export const CreateResumeVariationInputSchema = v.strictObject({ name: ResumeNameSchema })
export type CreateResumeVariationInput = v.InferOutput<typeof CreateResumeVariationInputSchema>

/** GET /api/Resume/validateSlug?slug&resumeId: resumeId is the resume that would take the slug (its own is free). */
export const ValidateResumeSlugQuerySchema = v.strictObject({
  slug: v.pipe(v.string('Slug must be text'), v.maxLength(200, 'Slug is too long')),
  resumeId: v.optional(v.union([v.literal(''), uuid('resumeId')])),
})
export type ValidateResumeSlugQuery = v.InferOutput<typeof ValidateResumeSlugQuerySchema>

/** GET /api/Resume/public?page&limit (defaults 1, 20). */
export const PublicResumesQuerySchema = v.strictObject({ ...PageQuerySchema.entries })
export type PublicResumesQuery = v.InferOutput<typeof PublicResumesQuerySchema>

export const RESUME_EXPORT_FORMATS = ['pdf', 'json'] as const
export type ResumeExportFormat = (typeof RESUME_EXPORT_FORMATS)[number]
/** Seed 2 §9: export default format pdf. */
export const DEFAULT_RESUME_EXPORT_FORMAT: ResumeExportFormat = 'pdf'

/** GET /api/Resume/{id}/export?format=pdf|json (default pdf)&template= (the PDF template; default the resume's). */
export const ResumeExportQuerySchema = v.strictObject({
  format: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.picklist(RESUME_EXPORT_FORMATS, 'Format must be pdf or json'),
    ),
    DEFAULT_RESUME_EXPORT_FORMAT,
  ),
  template: templateName,
})
export type ResumeExportQuery = v.InferOutput<typeof ResumeExportQuerySchema>
