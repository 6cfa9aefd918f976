import * as v from 'valibot'
import {
  EXPERIENCE_LEVELS,
  JOB_SEARCH_MAX,
  JOB_SKILL_MAX,
  LIST_EMPLOYMENT_TYPES,
  SALARY_MAX_AMOUNT,
} from './jobs'

/**
 * Job alerts (issue 5 "Job alerts"; seed 2 §7 `POST /api/Job/alerts`, body not shown: ours). A saved job
 * search with a frequency; a server worker mails new matching jobs, each mail with an unsubscribe link.
 *
 * Paths (docs/api.md "Job alerts"), all signed in except unsubscribe:
 * - `POST   /api/Job/alerts`              JobAlertInput → JobAlert (201)
 * - `GET    /api/Job/alerts`              → JobAlertList (mine, newest first)
 * - `PUT    /api/Job/alerts/{id}`         JobAlertUpdateInput → JobAlert (rename, query, frequency, pause/resume)
 * - `DELETE /api/Job/alerts/{id}`         → JobAlertDeleteResult
 * - `GET    /api/Job/alerts/unsubscribe?token=…`  (no auth) → JobAlertUnsubscribeResult; pauses the alert.
 *   The mail links to the client page `/alerts/unsubscribe?token=…`, which calls this and shows the result.
 *   A token works once (404 afterwards); resuming the alert issues a new one for the next mails.
 */

export const JOB_ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number]

export const JOB_ALERT_FREQUENCY_LABELS: Record<JobAlertFrequency, string> = {
  instant: 'As soon as posted',
  daily: 'Daily',
  weekly: 'Weekly',
}

export const JOB_ALERT_STATUSES = ['active', 'paused'] as const
export type JobAlertStatus = (typeof JOB_ALERT_STATUSES)[number]

export const JOB_ALERT_NAME_MAX = 100
/** A user keeps at most this many alerts. */
export const MAX_JOB_ALERTS = 20
/** One mail lists at most this many jobs (newest first); the rest are reachable by the search link. */
export const JOB_ALERT_MAIL_MAX_JOBS = 10

export const JOB_ALERT_TEXTS = {
  created: 'Job alert created',
  updated: 'Job alert updated',
  paused: 'Job alert paused',
  resumed: 'Job alert resumed',
  deleted: 'Job alert deleted',
  tooMany: `You can keep at most ${MAX_JOB_ALERTS} job alerts`,
  emptyQuery: 'Add at least one search term or filter',
  unsubscribed: (name: string) => `You will no longer receive "${name}" alerts.`,
  unsubscribeInvalid: 'This unsubscribe link is invalid or was already used.',
} as const

// ---------------------------------------------------------------------------------------------------------
// The saved search: the criteria of GET /api/Job (src/api/jobs.ts JobListQuerySchema), typed for JSON
// ---------------------------------------------------------------------------------------------------------

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

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
      v.nullable(v.pipe(v.string('Company id must be an id'), v.regex(UUID, 'Company id must be an id'))),
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

/** A short human description: 'react · Berlin · remote · full_time'. */
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

// ---------------------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------------------

const nameEntry = v.pipe(
  v.optional(v.string('Name is required'), ''),
  v.trim(),
  v.minLength(1, 'Name is required'),
  v.maxLength(JOB_ALERT_NAME_MAX, `Name must be at most ${JOB_ALERT_NAME_MAX} characters`),
)
const frequencyEntry = v.picklist(JOB_ALERT_FREQUENCIES, 'Frequency must be instant, daily or weekly')
const statusEntry = v.picklist(JOB_ALERT_STATUSES, 'Status must be active or paused')

/** POST /api/Job/alerts. The query needs at least one criterion (JOB_ALERT_TEXTS.emptyQuery). */
export const JobAlertInputSchema = v.strictObject({
  name: nameEntry,
  query: JobAlertQuerySchema,
  frequency: v.optional(frequencyEntry, 'daily'),
  status: v.optional(statusEntry, 'active'),
})
export type JobAlertInput = v.InferInput<typeof JobAlertInputSchema>

/** PUT /api/Job/alerts/{id}: any of the fields; `status` pauses ('paused') or resumes ('active'). */
export const JobAlertUpdateInputSchema = v.strictObject({
  name: v.optional(nameEntry),
  query: v.optional(JobAlertQuerySchema),
  frequency: v.optional(frequencyEntry),
  status: v.optional(statusEntry),
})
export type JobAlertUpdateInput = v.InferInput<typeof JobAlertUpdateInputSchema>

export const JOB_ALERT_TOKEN_MAX = 200

/** GET /api/Job/alerts/unsubscribe query. */
export const JobAlertUnsubscribeQuerySchema = v.object({
  token: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.minLength(1, 'Token is required'),
    v.maxLength(JOB_ALERT_TOKEN_MAX, 'Token is invalid'),
  ),
})

// ---------------------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------------------

const QueryOutputSchema = v.object({
  search: v.optional(v.string()),
  location: v.optional(v.string()),
  skills: v.optional(v.array(v.string())),
  employmentType: v.optional(v.array(v.picklist(LIST_EMPLOYMENT_TYPES))),
  experienceLevel: v.optional(v.array(v.picklist(EXPERIENCE_LEVELS))),
  salaryMin: v.optional(v.number()),
  salaryMax: v.optional(v.number()),
  isRemote: v.optional(v.boolean()),
  companyId: v.optional(v.string()),
})

export const JobAlertSchema = v.object({
  id: v.string(),
  name: v.string(),
  query: QueryOutputSchema,
  frequency: v.picklist(JOB_ALERT_FREQUENCIES),
  status: v.picklist(JOB_ALERT_STATUSES),
  /** When a mail was last sent for it (null: never). */
  lastSentAt: v.nullable(v.string()),
  /** When the worker next looks for new jobs (null while paused). */
  nextRunAt: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
})
export type JobAlert = v.InferOutput<typeof JobAlertSchema>

export const JobAlertListSchema = v.object({ items: v.array(JobAlertSchema), total: v.number() })
export type JobAlertList = v.InferOutput<typeof JobAlertListSchema>

export const JobAlertDeleteResultSchema = v.object({ id: v.string(), deleted: v.literal(true) })
export type JobAlertDeleteResult = v.InferOutput<typeof JobAlertDeleteResultSchema>

export const JobAlertUnsubscribeResultSchema = v.object({
  alertId: v.string(),
  name: v.string(),
  status: v.literal('paused'),
})
export type JobAlertUnsubscribeResult = v.InferOutput<typeof JobAlertUnsubscribeResultSchema>
