import * as v from 'valibot'
import { EXPERIENCE_LEVELS, LIST_EMPLOYMENT_TYPES } from '../jobs/job-list-enums'
import { SALARY_MAX_AMOUNT } from '../jobs/job-salary'
import { JOB_SEARCH_MAX } from '../jobs/job-search-query'
import { JOB_SKILL_MAX } from '../jobs/job-write-input'
import { UUID_PATTERN } from '../uuid'

/**
 * The search a job alert keeps: the criteria of the public job search (GET /api/Job, jobs/job-search-query.ts)
 * typed for JSON, and how it turns back into that search's query parameters.
 */

const optionalText = (max: number, label: string) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      v.trim(),
      v.maxLength(max, `${label} must be at most ${max} characters`),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  )

const optionalAmount = (label: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.number(`${label} must be a number of 0 or more`),
        v.finite(`${label} must be a number of 0 or more`),
        v.minValue(0, `${label} must be a number of 0 or more`),
        v.maxValue(SALARY_MAX_AMOUNT, `${label} is too large`),
      ),
    ),
  )

/** The stored search. Absent (or null) criteria do not filter. Skills: a job must list each one (any case). */
export const JobAlertQuerySchema = v.pipe(
  v.strictObject({
    search: optionalText(JOB_SEARCH_MAX, 'Search'),
    location: optionalText(200, 'Location'),
    skills: v.optional(
      v.pipe(
        v.array(
          v.pipe(v.string('Skills must be text'), v.trim(), v.maxLength(JOB_SKILL_MAX)),
          'Skills must be a list',
        ),
        v.transform((items: string[]) => [...new Set(items.filter((item) => item !== ''))]),
        v.maxLength(20, 'At most 20 skills'),
      ),
    ),
    employmentType: v.optional(
      v.pipe(
        v.array(
          v.picklist(
            LIST_EMPLOYMENT_TYPES,
            `Employment type must be one of ${LIST_EMPLOYMENT_TYPES.join(', ')}`,
          ),
        ),
        v.transform((items) => [...new Set(items)]),
      ),
    ),
    experienceLevel: v.optional(
      v.pipe(
        v.array(
          v.picklist(EXPERIENCE_LEVELS, `Experience level must be one of ${EXPERIENCE_LEVELS.join(', ')}`),
        ),
        v.transform((items) => [...new Set(items)]),
      ),
    ),
    salaryMin: optionalAmount('Minimum salary'),
    salaryMax: optionalAmount('Maximum salary'),
    isRemote: v.optional(v.nullable(v.boolean('isRemote must be true or false'))),
    companyId: v.optional(
      v.nullable(
        v.pipe(v.string('Company id must be an id'), v.regex(UUID_PATTERN, 'Company id must be an id')),
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['salaryMin'], ['salaryMax']],
      (query) => query.salaryMin == null || query.salaryMax == null || query.salaryMin <= query.salaryMax,
      'Minimum salary cannot be more than maximum salary',
    ),
    ['salaryMin'],
  ),
)
export type JobAlertQueryInput = v.InferInput<typeof JobAlertQuerySchema>

/** The stored (normalised) search: only the criteria that filter. */
export type JobAlertQuery = {
  search?: string
  location?: string
  skills?: string[]
  employmentType?: (typeof LIST_EMPLOYMENT_TYPES)[number][]
  experienceLevel?: (typeof EXPERIENCE_LEVELS)[number][]
  salaryMin?: number
  salaryMax?: number
  isRemote?: boolean
  companyId?: string
}

/** Drops empty lists and nulls: what is left is what filters. */
export function normalizeAlertQuery(query: v.InferOutput<typeof JobAlertQuerySchema>): JobAlertQuery {
  const out: JobAlertQuery = {}
  if (query.search) out.search = query.search
  if (query.location) out.location = query.location
  if (query.skills && query.skills.length > 0) out.skills = query.skills
  if (query.employmentType && query.employmentType.length > 0) out.employmentType = query.employmentType
  if (query.experienceLevel && query.experienceLevel.length > 0) out.experienceLevel = query.experienceLevel
  if (query.salaryMin != null) out.salaryMin = query.salaryMin
  if (query.salaryMax != null) out.salaryMax = query.salaryMax
  if (query.isRemote != null) out.isRemote = query.isRemote
  if (query.companyId) out.companyId = query.companyId
  return out
}

/** An alert needs at least one criterion: an empty search would mail every new job. */
export const isEmptyAlertQuery = (query: JobAlertQuery) => Object.keys(query).length === 0

/**
 * The alert's search as GET /api/Job query parameters (the /jobs page URL and the worker's search use the
 * same): lists comma-separated, booleans 'true'/'false'.
 */
export function alertQueryToSearchParams(query: JobAlertQuery): Record<string, string> {
  const params: Record<string, string> = {}
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (value === undefined || value === null) continue
    params[key] = Array.isArray(value) ? value.join(',') : String(value)
  }
  return params
}

/** A short human description for the alert list and the mails: 'react · Berlin · remote · full_time'. */
export function describeAlertQuery(query: JobAlertQuery): string {
  const parts: string[] = []
  if (query.search) parts.push(`"${query.search}"`)
  if (query.location) parts.push(query.location)
  if (query.skills?.length) parts.push(query.skills.join(', '))
  if (query.employmentType?.length) parts.push(query.employmentType.join(', ').replace(/_/g, '-'))
  if (query.experienceLevel?.length) parts.push(query.experienceLevel.join(', '))
  if (query.salaryMin != null || query.salaryMax != null)
    parts.push(`salary ${query.salaryMin ?? 0}–${query.salaryMax ?? '∞'}`)
  if (query.isRemote === true) parts.push('remote')
  if (query.isRemote === false) parts.push('on-site')
  if (query.companyId) parts.push('one company')
  return parts.join(' · ') || 'All jobs'
}
