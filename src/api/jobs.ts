import * as v from 'valibot'
import { DATE_RANGE_TEXT, isoDateProblem } from './bounds'
import { PageQuerySchema, PagedSchema, type Paged } from './pagination'

/**
 * Jobs (seed 2 §3 "Job (full)", "Job summary", "Job creation input", "Job list response", §4 job status and
 * save toggle, §7 "Jobs"; seed 1 §5 job creation rules, salary filter, search; seed 1 §9 filter options).
 * Paths: /api/Job, /api/Job/GetSummaryItems, /{id}, /slug/{slug}, /{id}/status, /{id}/clone,
 * /{id}/analytics, /{id}/save, /saved (docs/api.md "Jobs").
 */

// ---------------------------------------------------------------------------------------------------------
// Enums: the creation input's (seed 2 §3) and the list's (seed 2 §3 Job full, seed 1 §9)
// ---------------------------------------------------------------------------------------------------------

/** Employment types of the job creation input. */
export const JOB_EMPLOYMENT_TYPES = [
  'FullTime',
  'PartTime',
  'Freelance',
  'Contractor',
  'ContractToHire',
  'Temporary',
  'Internship',
] as const
export type JobEmploymentType = (typeof JOB_EMPLOYMENT_TYPES)[number]

/** Seniority of the job creation input. */
export const JOB_SENIORITIES = ['Entry', 'Junior', 'Mid', 'Senior', 'LeadExecutive', 'None'] as const
export type JobSeniority = (typeof JOB_SENIORITIES)[number]

export const JOB_WORK_SETTINGS = ['Onsite', 'Remote', 'Hybrid'] as const
export type JobWorkSetting = (typeof JOB_WORK_SETTINGS)[number]

/** Status values of the job creation input. */
export const JOB_INPUT_STATUSES = ['Draft', 'Open', 'Closed', 'Hired'] as const
export type JobInputStatus = (typeof JOB_INPUT_STATUSES)[number]

/** Salary periods (seed 1 §5). */
export const SALARY_PERIODS = ['hourly', 'daily', 'weekly', 'monthly', 'yearly'] as const
export type SalaryPeriod = (typeof SALARY_PERIODS)[number]

/** The list's employment types (seed 2 §3 Job full). 'remote' exists only as a filter value (= isRemote). */
export const LIST_EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship', 'remote'] as const
export type ListEmploymentType = (typeof LIST_EMPLOYMENT_TYPES)[number]

/** Experience levels of the list and its filter (seed 2 §3, seed 1 §9). */
export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior', 'executive'] as const
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]

/** Stored job statuses (seed 2 §4 plus 'hired'). "Expired" is derived from expiryDate, never stored. */
export const JOB_STATUSES = ['draft', 'active', 'paused', 'closed', 'hired'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

/** "Date posted" filter options (seed 1 §9) and their length in hours. */
export const DATE_POSTED_OPTIONS = { '24h': 24, '3d': 72, week: 7 * 24, month: 30 * 24 } as const
export type DatePosted = keyof typeof DATE_POSTED_OPTIONS

// ---------------------------------------------------------------------------------------------------------
// The mapping between creation enums and list enums: the ONE place (docs/api.md "Jobs → enum mapping")
// ---------------------------------------------------------------------------------------------------------

/** Creation employment type → list employment type. Four contract-like kinds collapse to 'contract'. */
export const EMPLOYMENT_TYPE_TO_LIST: Record<JobEmploymentType, Exclude<ListEmploymentType, 'remote'>> = {
  FullTime: 'full_time',
  PartTime: 'part_time',
  Freelance: 'contract',
  Contractor: 'contract',
  ContractToHire: 'contract',
  Temporary: 'contract',
  Internship: 'internship',
}

/** Creation seniority → list experience level. 'None' has no level (null): it matches no level filter. */
export const SENIORITY_TO_LEVEL: Record<JobSeniority, ExperienceLevel | null> = {
  Entry: 'entry',
  Junior: 'entry',
  Mid: 'mid',
  Senior: 'senior',
  LeadExecutive: 'executive',
  None: null,
}

/** Creation status → stored status. 'Open' is 'active'. */
export const INPUT_STATUS_TO_STATUS: Record<JobInputStatus, JobStatus> = {
  Draft: 'draft',
  Open: 'active',
  Closed: 'closed',
  Hired: 'hired',
}

/** Stored status → the creation input's status, for prefilling the edit form ('paused' has none). */
export const STATUS_TO_INPUT_STATUS: Record<JobStatus, JobInputStatus | null> = {
  draft: 'Draft',
  active: 'Open',
  paused: null,
  closed: 'Closed',
  hired: 'Hired',
}

/** The list's single employment type of a job: its first creation type, mapped. */
export function listEmploymentType(types: readonly string[]): Exclude<ListEmploymentType, 'remote'> | null {
  for (const type of types) {
    const mapped = EMPLOYMENT_TYPE_TO_LIST[type as JobEmploymentType] as
      Exclude<ListEmploymentType, 'remote'> | undefined
    if (mapped) return mapped
  }
  return null
}

/** The list's single experience level of a job: its first seniority that has one. */
export function experienceLevelOf(seniority: readonly string[]): ExperienceLevel | null {
  for (const value of seniority) {
    const level = SENIORITY_TO_LEVEL[value as JobSeniority] as ExperienceLevel | null | undefined
    if (level) return level
  }
  return null
}

/** Only the Remote work setting makes a job remote (Hybrid needs presence). */
export const isRemoteSetting = (setting: JobWorkSetting | null | undefined) => setting === 'Remote'

/** The creation employment types a list employment type filter matches ('remote' matches none: it is isRemote). */
export function employmentTypesFor(listType: ListEmploymentType): JobEmploymentType[] {
  return JOB_EMPLOYMENT_TYPES.filter((type) => EMPLOYMENT_TYPE_TO_LIST[type] === listType)
}

/** The creation seniorities an experience level filter matches. */
export function senioritiesFor(level: ExperienceLevel): JobSeniority[] {
  return JOB_SENIORITIES.filter((value) => SENIORITY_TO_LEVEL[value] === level)
}

/** 'full-time', 'Full Time', 'FULL_TIME', 'FullTime' → 'full_time'; unknown → null. */
export function parseListEmploymentType(value: string): ListEmploymentType | null {
  const key = value.toLowerCase().replace(/[^a-z]/g, '')
  const found = LIST_EMPLOYMENT_TYPES.find((type) => type.replace('_', '') === key)
  if (found) return found
  const creation = JOB_EMPLOYMENT_TYPES.find((type) => type.toLowerCase() === key)
  return creation ? EMPLOYMENT_TYPE_TO_LIST[creation] : null
}

/** 'Senior', ' mid ' → the level; 'junior', 'lead' and the other seniorities map too; unknown → null. */
export function parseExperienceLevel(value: string): ExperienceLevel | null {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[^a-z]/g, '')
  const found = EXPERIENCE_LEVELS.find((level) => level === key)
  if (found) return found
  const seniority = JOB_SENIORITIES.find((s) => s.toLowerCase() === key)
  if (seniority) return SENIORITY_TO_LEVEL[seniority]
  return key === 'lead' || key === 'leadexecutive' ? 'executive' : null
}

/** Multipliers to compare salaries of different periods (the salary filter works on yearly amounts). */
export const YEARLY_FACTOR: Record<SalaryPeriod, number> = {
  hourly: 2080,
  daily: 260,
  weekly: 52,
  monthly: 12,
  yearly: 1,
}

// ---------------------------------------------------------------------------------------------------------
// Status lifecycle (seed 2 §4 + ours): the transition table, enforced by the server
// ---------------------------------------------------------------------------------------------------------

/**
 * Allowed status changes. Setting the current status again is a no-op (always allowed). 'hired' is final:
 * clone the job to hire again. Publishing, activating or reopening needs an expiry date in the future.
 */
export const JOB_STATUS_TRANSITIONS: Record<JobStatus, readonly JobStatus[]> = {
  draft: ['active'],
  active: ['paused', 'closed', 'hired'],
  paused: ['active', 'closed', 'hired'],
  closed: ['active'],
  hired: [],
}

export type JobStatusAction = 'publish' | 'pause' | 'activate' | 'reopen' | 'close' | 'markHired'

/** The name of the move from → to (buttons, toasts, errors), or null when the table does not allow it. */
export function jobStatusAction(from: JobStatus, to: JobStatus): JobStatusAction | null {
  if (!JOB_STATUS_TRANSITIONS[from].includes(to)) return null
  if (to === 'paused') return 'pause'
  if (to === 'closed') return 'close'
  if (to === 'hired') return 'markHired'
  if (from === 'draft') return 'publish'
  return from === 'paused' ? 'activate' : 'reopen'
}

export function canTransition(from: JobStatus, to: JobStatus): boolean {
  return from === to || JOB_STATUS_TRANSITIONS[from].includes(to)
}

export const JOB_STATUS_MESSAGES: Record<JobStatusAction, string> = {
  publish: 'Job published.',
  pause: 'Job paused.',
  activate: 'Job activated.',
  reopen: 'Job reopened.',
  close: 'Job closed.',
  markHired: 'Job marked as hired.',
}

/** Expired: the expiry date has passed (whatever the stored status). */
export function isJobExpired(expiryDate: string | Date | null, now: Date = new Date()): boolean {
  if (expiryDate === null) return false
  return new Date(expiryDate).getTime() <= now.getTime()
}

// ---------------------------------------------------------------------------------------------------------
// Input: job creation / update (seed 2 §3, seed 1 §5)
// ---------------------------------------------------------------------------------------------------------

export const JOB_TITLE_MAX = 200
export const JOB_DESCRIPTION_MAX = 20_000
export const JOB_LIST_ITEM_MAX = 500
export const JOB_LIST_MAX_ITEMS = 50
export const JOB_SKILL_MAX = 60
export const JOB_LOCATION_MAX = 200
/** Largest salary amount accepted (whole currency units): more is a typo, not a salary. */
export const SALARY_MAX_AMOUNT = 100_000_000

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

const amount = (message: string) =>
  v.pipe(
    v.number(message),
    v.minValue(0, message),
    v.maxValue(SALARY_MAX_AMOUNT, `Salary must be at most ${SALARY_MAX_AMOUNT.toLocaleString('en-US')}`),
  )

/** Seed 1 §5: currency exactly 3 letters, min and max ≥ 0, period from the list; ours: min ≤ max. */
export const SalaryInputSchema = v.pipe(
  v.strictObject({
    currency: v.pipe(
      v.string('Currency must be a 3-letter code'),
      v.trim(),
      v.regex(/^[A-Za-z]{3}$/, 'Currency must be a 3-letter code'),
      v.toUpperCase(),
    ),
    min: v.optional(v.nullable(amount('Minimum salary must be 0 or more'))),
    max: v.optional(v.nullable(amount('Maximum salary must be 0 or more'))),
    period: v.optional(v.picklist(SALARY_PERIODS, 'Period must be hourly, daily, weekly, monthly or yearly')),
  }),
  v.forward(
    v.partialCheck(
      [['min'], ['max']],
      (salary) => salary.min == null || salary.max == null || salary.min <= salary.max,
      'Minimum salary cannot be more than maximum salary',
    ),
    ['min'],
  ),
)
export type SalaryInput = v.InferInput<typeof SalaryInputSchema>

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

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
      (value) => isoDateProblem(DATE_ONLY.test(value) ? `${value}T23:59:59.999Z` : value) !== 'range',
      `Expiration date must be ${DATE_RANGE_TEXT}`,
    ),
    v.transform((value) => new Date(DATE_ONLY.test(value) ? `${value}T23:59:59.999Z` : value).toISOString()),
  ),
)

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

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
  companyId: v.pipe(v.string('Company id must be an id'), v.regex(UUID, 'Company id must be an id')),
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
 * POST /api/Job: title and description required (min length 1); everything else optional. status defaults to
 * Open (seed 2 §9 "Default status 'active' for jobs"); a new job may only be Draft or Open.
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

/** POST /api/Job/{id}/status: the target status ('draft' is not a target: a published job is never a draft again). */
export const JOB_STATUS_TARGETS = ['active', 'paused', 'closed', 'hired'] as const
export const JobStatusInputSchema = v.strictObject({
  status: v.picklist(JOB_STATUS_TARGETS, 'Status must be active, paused, closed or hired'),
})
export type JobStatusInput = v.InferInput<typeof JobStatusInputSchema>

// ---------------------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------------------

/** What the signed-in caller may do with this job (present only for a signed-in caller). */
export const JobPermissionsSchema = v.object({
  canEdit: v.boolean(),
  canDelete: v.boolean(),
  /** Pause, activate, publish, close. */
  canManage: v.boolean(),
  canClone: v.boolean(),
  canViewAnalytics: v.boolean(),
  canViewApplications: v.boolean(),
  canSave: v.boolean(),
})
export type JobPermissions = v.InferOutput<typeof JobPermissionsSchema>

const nullableString = v.nullable(v.string())
const nullableNumber = v.nullable(v.number())

/** Job (full), seed 2 §3, plus ours: slug, status, isExpired, the creation fields, counters, viewer fields. */
export const JobSchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  /** The company's name. */
  company: v.string(),
  companyId: v.string(),
  companySlug: v.string(),
  companyLogo: nullableString,
  location: nullableString,
  description: v.string(),
  responsibilities: v.array(v.string()),
  requirements: v.array(v.string()),
  skills: v.array(v.string()),
  /** The list enum (never 'remote': see isRemote). */
  employmentType: v.nullable(v.picklist(LIST_EMPLOYMENT_TYPES)),
  experienceLevel: v.nullable(v.picklist(EXPERIENCE_LEVELS)),
  /** The creation input's values, for the edit form. */
  employmentTypes: v.array(v.picklist(JOB_EMPLOYMENT_TYPES)),
  seniority: v.array(v.picklist(JOB_SENIORITIES)),
  workSetting: v.nullable(v.picklist(JOB_WORK_SETTINGS)),
  salaryMin: nullableNumber,
  salaryMax: nullableNumber,
  currency: nullableString,
  salaryPeriod: v.nullable(v.picklist(SALARY_PERIODS)),
  isRemote: v.boolean(),
  isPublic: v.boolean(),
  status: v.picklist(JOB_STATUSES),
  isExpired: v.boolean(),
  /** When it was first published; null for a job never published. */
  postedDate: nullableString,
  expiryDate: nullableString,
  applicationCount: v.number(),
  viewCount: v.number(),
  saveCount: v.number(),
  createdBy: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
  isSaved: v.optional(v.boolean()),
  permissions: v.optional(JobPermissionsSchema),
})
export type Job = v.InferOutput<typeof JobSchema>

/** Job summary, seed 2 §3 (GetSummaryItems: the owner's dashboard), plus status and counters. */
export const JobSummarySchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  /** A plain-text excerpt of the description (≤ 200 characters). */
  summary: v.string(),
  company: v.string(),
  companyId: v.string(),
  location: nullableString,
  employmentType: v.nullable(v.picklist(LIST_EMPLOYMENT_TYPES)),
  experienceLevel: v.nullable(v.picklist(EXPERIENCE_LEVELS)),
  salaryMin: nullableNumber,
  salaryMax: nullableNumber,
  currency: nullableString,
  postedDate: nullableString,
  expiryDate: nullableString,
  isRemote: v.boolean(),
  isPublic: v.boolean(),
  status: v.picklist(JOB_STATUSES),
  isExpired: v.boolean(),
  views: v.number(),
  applications: v.number(),
  saves: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
  /** The user who created it. */
  userId: v.string(),
})
export type JobSummary = v.InferOutput<typeof JobSummarySchema>

/** GET /api/Job: the list response of seed 2 §3 with full jobs (cards and the offline detail share them). */
export const JobListResponseSchema = PagedSchema(JobSchema)
export type JobListResponse = Paged<Job>

/** GET /api/Job/GetSummaryItems. */
export const JobSummaryListSchema = PagedSchema(JobSummarySchema)
export type JobSummaryList = Paged<JobSummary>

// ---------------------------------------------------------------------------------------------------------
// List query (seed 2 §7, seed 1 §5 and §9)
// ---------------------------------------------------------------------------------------------------------

export const JOB_SEARCH_MAX = 200

/** A comma-separated query value → the parsed items; empty → undefined; an unknown item → a message. */
const csv = <T>(parse: (item: string) => T | null, message: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item !== ''),
      ),
      v.check((items: string[]) => items.every((item) => parse(item) !== null), message),
      v.transform((items: string[]) => {
        const parsed = [...new Set(items.map((item) => parse(item) as T))]
        return parsed.length > 0 ? parsed : undefined
      }),
    ),
  )

const queryAmount = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      // Empty clears the filter (seed 1 §5 "empty clears the value").
      v.transform((value) => (value === '' ? undefined : Number(value))),
      v.union(
        [v.undefined(), v.pipe(v.number(), v.finite(), v.minValue(0))],
        `${name} must be a number of 0 or more`,
      ),
    ),
  )

const queryText = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max, `must be at most ${max} characters`),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  )

/**
 * GET /api/Job query: search, location, skills, employmentType, experienceLevel, salaryMin, salaryMax,
 * isRemote, companyId, page, limit (seed 2 §7), plus ours: company (name, for /jobs?company={name}) and
 * datePosted. Lenient object: unknown parameters (cache busters) are ignored.
 */
export const JobListQuerySchema = v.pipe(
  v.object({
    ...PageQuerySchema.entries,
    search: queryText(JOB_SEARCH_MAX),
    location: queryText(200),
    /** Comma-separated; a job must list every one (any case). */
    skills: csv(
      (item) => (item.length <= JOB_SKILL_MAX ? item.toLowerCase() : null),
      `Each skill must be at most ${JOB_SKILL_MAX} characters`,
    ),
    /** Comma-separated, any of them; 'remote' means isRemote. Hyphens and underscores both work. */
    employmentType: csv(
      parseListEmploymentType,
      `Employment type must be one of ${LIST_EMPLOYMENT_TYPES.join(', ')}`,
    ),
    /** Comma-separated, any of them. */
    experienceLevel: csv(
      parseExperienceLevel,
      `Experience level must be one of ${EXPERIENCE_LEVELS.join(', ')}`,
    ),
    salaryMin: queryAmount('Minimum salary'),
    salaryMax: queryAmount('Maximum salary'),
    isRemote: v.optional(
      v.pipe(
        v.picklist(['true', 'false', '1', '0', ''], 'isRemote must be true or false'),
        v.transform((value) => (value === '' ? undefined : value === 'true' || value === '1')),
      ),
    ),
    companyId: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.transform((value) => (value === '' ? undefined : value)),
        v.union([v.undefined(), v.pipe(v.string(), v.regex(UUID))], 'Company id must be an id'),
      ),
    ),
    company: queryText(200),
    datePosted: v.optional(
      v.pipe(
        v.string(),
        v.transform((value) => (value === '' ? undefined : value)),
        v.union(
          [v.undefined(), v.picklist(Object.keys(DATE_POSTED_OPTIONS) as DatePosted[])],
          'datePosted must be 24h, 3d, week or month',
        ),
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['salaryMin'], ['salaryMax']],
      (query) =>
        query.salaryMin === undefined || query.salaryMax === undefined || query.salaryMin <= query.salaryMax,
      'Minimum salary cannot be more than maximum salary',
    ),
    ['salaryMin'],
  ),
)
export type JobListQuery = v.InferOutput<typeof JobListQuerySchema>

/** GET /api/Job/GetSummaryItems query: page, limit and an optional status. */
export const JobSummaryQuerySchema = v.object({
  ...PageQuerySchema.entries,
  status: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => (value === '' ? undefined : value.toLowerCase())),
      v.union([v.undefined(), v.picklist(JOB_STATUSES)], `Status must be one of ${JOB_STATUSES.join(', ')}`),
    ),
  ),
})
export type JobSummaryQuery = v.InferOutput<typeof JobSummaryQuerySchema>

// ---------------------------------------------------------------------------------------------------------
// Saves (seed 2 §4 "Save job toggles saved/unsaved", §8 texts)
// ---------------------------------------------------------------------------------------------------------

export const SAVE_JOB_TEXTS = {
  signInRequired: 'Please sign in to save jobs',
  saveFailed: 'Failed to save job',
  unsaveFailed: 'Failed to unsave job',
  saved: 'Job saved successfully',
  removed: 'Job removed from saved',
} as const

/** A user keeps at most this many saved jobs (GET /saved returns them all, for offline reading). */
export const MAX_SAVED_JOBS = 1_000

/** POST and DELETE /api/Job/{id}/save. */
export const JobSaveStateSchema = v.object({
  jobId: v.string(),
  isSaved: v.boolean(),
  savedAt: nullableString,
})
export type JobSaveState = v.InferOutput<typeof JobSaveStateSchema>

/**
 * How a saved job stands now: 'active' (listed), 'closed' (closed or hired), 'expired', 'unavailable'
 * (the owner made it a draft, paused it or made it private), 'deleted'.
 */
export const SAVED_JOB_STATES = ['active', 'closed', 'expired', 'unavailable', 'deleted'] as const
export type SavedJobState = (typeof SAVED_JOB_STATES)[number]

/**
 * One entry of GET /api/Job/saved. `job` is the full job for active, closed and expired ones (readable
 * offline, marked by `state`); null for unavailable and deleted ones, which keep their title and company so
 * the client can say what went away.
 */
export const SavedJobSchema = v.object({
  jobId: v.string(),
  savedAt: v.string(),
  state: v.picklist(SAVED_JOB_STATES),
  title: v.string(),
  company: v.string(),
  job: v.nullable(JobSchema),
})
export type SavedJob = v.InferOutput<typeof SavedJobSchema>

export const SavedJobListSchema = v.object({
  items: v.array(SavedJobSchema),
  total: v.number(),
})
export type SavedJobList = v.InferOutput<typeof SavedJobListSchema>

// ---------------------------------------------------------------------------------------------------------
// Analytics (seed 2 §6 job action "analytics"; issue 5: views, saves, applications over time)
// ---------------------------------------------------------------------------------------------------------

export const ANALYTICS_DEFAULT_DAYS = 30
export const ANALYTICS_MAX_DAYS = 366

/** A UTC day 'YYYY-MM-DD' of a real calendar day in years 1900–9999 (bounds.ts). */
const dayParam = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => DATE_ONLY.test(value) && isoDateProblem(value) !== 'format',
        `${name} must be a date (YYYY-MM-DD)`,
      ),
      v.check((value) => isoDateProblem(value) !== 'range', `${name} must be ${DATE_RANGE_TEXT}`),
    ),
  )

/** GET /api/Job/{id}/analytics?from&to (UTC days, inclusive; default the last 30 days, at most 366). */
export const JobAnalyticsQuerySchema = v.object({ from: dayParam('from'), to: dayParam('to') })
export type JobAnalyticsQuery = v.InferOutput<typeof JobAnalyticsQuerySchema>

const countsEntries = { views: v.number(), saves: v.number(), applications: v.number() }

export const JobAnalyticsDaySchema = v.object({ date: v.string(), ...countsEntries })
export type JobAnalyticsDay = v.InferOutput<typeof JobAnalyticsDaySchema>

export const JobAnalyticsSchema = v.object({
  jobId: v.string(),
  from: v.string(),
  to: v.string(),
  /** Sums over the range (saves = saves made that day that still stand, so never more than all time). */
  totals: v.object(countsEntries),
  /** All time: the job's view and application counters, and every save that stands. */
  lifetime: v.object(countsEntries),
  /** One entry per day of the range, zero-filled, oldest first. */
  days: v.array(JobAnalyticsDaySchema),
})
export type JobAnalytics = v.InferOutput<typeof JobAnalyticsSchema>

/** DELETE /api/Job/{id}. */
export const JobDeleteResultSchema = v.object({ id: v.string(), deleted: v.literal(true) })
export type JobDeleteResult = v.InferOutput<typeof JobDeleteResultSchema>
