import * as v from 'valibot'
import { DATE_ONLY_PATTERN, DATE_RANGE_TEXT, isoDateProblem } from '../bounds'
import { UUID_PATTERN } from '../uuid'
import {
  JOB_EMPLOYMENT_TYPES,
  JOB_INPUT_STATUSES,
  JOB_SENIORITIES,
  JOB_WORK_SETTINGS,
  type JobEmploymentType,
  type JobSeniority,
} from './job-input-enums'
import { SalaryInputSchema } from './job-salary'

/**
 * What creating and editing a job takes (seed 2 §3 "Job creation input", seed 1 §5 job creation rules):
 * POST /api/Job and PUT /api/Job/{id}, and what DELETE /api/Job/{id} answers.
 */

export const JOB_TITLE_MAX = 200
export const JOB_DESCRIPTION_MAX = 20_000
export const JOB_LIST_ITEM_MAX = 500
export const JOB_LIST_MAX_ITEMS = 50
export const JOB_SKILL_MAX = 60
export const JOB_LOCATION_MAX = 200

const textList = (itemMax: number, label: string) =>
  v.pipe(
    v.array(
      v.pipe(
        v.string(`${label} must be text`),
        v.trim(),
        v.maxLength(itemMax, `${label} must be at most ${itemMax} characters each`),
      ),
      `${label} must be a list`,
    ),
    // Blank lines of a textarea are dropped rather than refused.
    v.transform((items: string[]) => items.filter((item) => item !== '')),
    v.maxLength(JOB_LIST_MAX_ITEMS, `${label}: at most ${JOB_LIST_MAX_ITEMS} items`),
  )

/** Skills: trimmed, blanks dropped, duplicates (any case) dropped keeping the first spelling. */
const skillList = v.pipe(
  textList(JOB_SKILL_MAX, 'Skills'),
  v.transform((items: string[]) => {
    const seen = new Set<string>()
    return items.filter((item) => {
      const key = item.toLowerCase()
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
  }),
)

/** A day 'YYYY-MM-DD' means the end of that day, UTC. */
const endOfDay = (value: string) => (DATE_ONLY_PATTERN.test(value) ? `${value}T23:59:59.999Z` : value)

/**
 * 'YYYY-MM-DD' (the end of that day, UTC) or an ISO date-time → ISO string. null clears it. Whether it lies
 * in the future is checked by the server (it depends on the clock), only when the date is new or changed.
 * Only ISO 8601 dates of real days in years 1900–9999 (bounds.ts): '+020000-01-01' is refused, not stored.
 */
export const ExpirationDateSchema = v.nullable(
  v.pipe(
    v.string('Expiration date must be a date'),
    v.trim(),
    v.check((value) => isoDateProblem(value) !== 'format', 'Expiration date must be a date'),
    v.check(
      (value) => isoDateProblem(endOfDay(value)) !== 'range',
      `Expiration date must be ${DATE_RANGE_TEXT}`,
    ),
    v.transform((value) => new Date(endOfDay(value)).toISOString()),
  ),
)

const jobInputEntries = {
  // A missing key reads as '' so it gets the field's own message (a strict object's missing-key issue
  // would say 'Invalid key').
  title: v.pipe(
    v.optional(v.string('Title is required'), ''),
    v.trim(),
    v.minLength(1, 'Title is required'),
    v.maxLength(JOB_TITLE_MAX, `Title must be at most ${JOB_TITLE_MAX} characters`),
  ),
  description: v.pipe(
    v.optional(v.string('Description is required'), ''),
    v.trim(),
    v.minLength(1, 'Description is required'),
    v.maxLength(JOB_DESCRIPTION_MAX, `Description must be at most ${JOB_DESCRIPTION_MAX} characters`),
  ),
  responsibilities: textList(JOB_LIST_ITEM_MAX, 'Responsibilities'),
  requirements: textList(JOB_LIST_ITEM_MAX, 'Requirements'),
  skills: skillList,
  location: v.nullable(
    v.pipe(
      v.string('Location must be text'),
      v.trim(),
      v.maxLength(JOB_LOCATION_MAX, `Location must be at most ${JOB_LOCATION_MAX} characters`),
    ),
  ),
  employmentType: v.pipe(
    v.array(
      v.picklist(JOB_EMPLOYMENT_TYPES, `Employment type must be one of ${JOB_EMPLOYMENT_TYPES.join(', ')}`),
    ),
    v.transform((items: JobEmploymentType[]) => [...new Set(items)]),
  ),
  seniority: v.pipe(
    v.array(v.picklist(JOB_SENIORITIES, `Seniority must be one of ${JOB_SENIORITIES.join(', ')}`)),
    v.transform((items: JobSeniority[]) => [...new Set(items)]),
  ),
  workSetting: v.nullable(v.picklist(JOB_WORK_SETTINGS, 'Work setting must be Onsite, Remote or Hybrid')),
  expirationDate: ExpirationDateSchema,
  status: v.picklist(JOB_INPUT_STATUSES, 'Status must be Draft, Open, Closed or Hired'),
  salary: v.nullable(SalaryInputSchema),
  /** Ours: which company posts it (one the caller may post for); defaults to the caller's account's company. */
  companyId: v.pipe(v.string('Company id must be an id'), v.regex(UUID_PATTERN, 'Company id must be an id')),
  /** Ours: false keeps an active job out of search (reachable by the owner and the account only). */
  isPublic: v.boolean('isPublic must be true or false'),
}

type Entries = typeof jobInputEntries
const optionalEntries = <K extends keyof Entries>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, v.optional(jobInputEntries[key])])) as {
    [P in K]: v.OptionalSchema<Entries[P], undefined>
  }

const OPTIONAL_KEYS = [
  'responsibilities',
  'requirements',
  'skills',
  'location',
  'employmentType',
  'seniority',
  'workSetting',
  'expirationDate',
  'status',
  'salary',
  'companyId',
  'isPublic',
] as const

/**
 * POST /api/Job: title and description required (min length 1); everything else optional. The status
 * defaults to Open, which is stored as 'active' (seed 2 §9); a new job may only be Draft or Open.
 */
export const JobCreateInputSchema = v.strictObject({
  title: jobInputEntries.title,
  description: jobInputEntries.description,
  ...optionalEntries(OPTIONAL_KEYS),
})
export type JobCreateInput = v.InferInput<typeof JobCreateInputSchema>
export type JobCreateValues = v.InferOutput<typeof JobCreateInputSchema>

/**
 * PUT /api/Job/{id}: the same fields, each optional (only those sent change; null clears a nullable one).
 * A status here goes through the transition table, like POST /{id}/status.
 */
export const JobUpdateInputSchema = v.strictObject(
  optionalEntries(['title', 'description', ...OPTIONAL_KEYS] as const),
)
export type JobUpdateInput = v.InferInput<typeof JobUpdateInputSchema>
export type JobUpdateValues = v.InferOutput<typeof JobUpdateInputSchema>

/** DELETE /api/Job/{id} answers which job is gone. */
export const JobDeleteResultSchema = v.object({ id: v.string(), deleted: v.literal(true) })
export type JobDeleteResult = v.InferOutput<typeof JobDeleteResultSchema>
