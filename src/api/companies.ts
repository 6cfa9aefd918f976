import * as v from 'valibot'
import { MAX_PAGE_SIZE, TRENDING_COMPANIES_LIMIT } from './constants'
import { PageQuerySchema, PagedSchema, type Paged } from './pagination'

/**
 * Companies (seed 2 §3 "Company", "Company profile", §4, §7 "Companies"; seed 1 §9 filter options).
 * Paths: /api/Companies/public, /{id}, /slug/{slug}, /{id}/jobs, /{id}/follow, /me/followed,
 * /{id}/following-status, /{id}/stats, /trending, and ours for creation and onboarding (docs/api.md).
 */

// ---------------------------------------------------------------------------------------------------------
// Constants and mappings
// ---------------------------------------------------------------------------------------------------------

export const DEFAULT_COMPANY_NAME = 'Unnamed Company'
export const NOT_SPECIFIED = 'Not specified'
export const READY_TO_PUBLISH = 'Ready to publish'

/** Numeric status 0–4 (index = code). */
export const COMPANY_STATUSES = ['draft', 'onboarding', 'active', 'paused', 'inactive'] as const
export type CompanyStatus = (typeof COMPANY_STATUSES)[number]
/** Numeric visibility 0–2 (index = code). */
export const COMPANY_VISIBILITIES = ['public', 'private', 'draft'] as const
export type CompanyVisibility = (typeof COMPANY_VISIBILITIES)[number]

export const CompanyStatusCode = { draft: 0, onboarding: 1, active: 2, paused: 3, inactive: 4 } as const
export const CompanyVisibilityCode = { public: 0, private: 1, draft: 2 } as const

/** Code (or name, any case) → status name. Anything unknown reads as 'draft': never shown to others. */
export function companyStatusFromCode(value: unknown): CompanyStatus {
  if (typeof value === 'number') return COMPANY_STATUSES[value] ?? 'draft'
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase()
    if (/^\d+$/.test(text)) return COMPANY_STATUSES[Number(text)] ?? 'draft'
    return COMPANY_STATUSES.find((status) => status === text) ?? 'draft'
  }
  return 'draft'
}
export function companyStatusToCode(status: CompanyStatus): number {
  return CompanyStatusCode[status]
}
/** Code (or name, any case) → visibility name. Anything unknown reads as 'draft' (hidden). */
export function companyVisibilityFromCode(value: unknown): CompanyVisibility {
  if (typeof value === 'number') return COMPANY_VISIBILITIES[value] ?? 'draft'
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase()
    if (/^\d+$/.test(text)) return COMPANY_VISIBILITIES[Number(text)] ?? 'draft'
    return COMPANY_VISIBILITIES.find((visibility) => visibility === text) ?? 'draft'
  }
  return 'draft'
}
export function companyVisibilityToCode(visibility: CompanyVisibility): number {
  return CompanyVisibilityCode[visibility]
}

/** Seed 1 §9 company sizes; the label adds ' employees'. */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const
export type CompanySize = (typeof COMPANY_SIZES)[number]
export const companySizeLabel = (size: string) =>
  (COMPANY_SIZES as readonly string[]).includes(size) ? `${size} employees` : size
/** '51-200', '51-200 employees', ' 51 - 200 ' → '51-200'; anything else → null. */
export function parseCompanySize(value: string): CompanySize | null {
  const text = value
    .toLowerCase()
    .replace(/employees?/g, '')
    .replace(/\s+/g, '')
  return COMPANY_SIZES.find((size) => size === text) ?? null
}

/**
 * Seed 1 §9's 40 industries. The spec names only the first four and the last ("Technology, Healthcare,
 * Finance, Marketing … Cybersecurity"); the rest are ours.
 */
export const INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Marketing',
  'Education',
  'Retail',
  'Manufacturing',
  'Real Estate',
  'Hospitality',
  'Transportation & Logistics',
  'Energy',
  'Media & Entertainment',
  'Telecommunications',
  'Construction',
  'Agriculture',
  'Automotive',
  'Aerospace & Defense',
  'Biotechnology',
  'Pharmaceuticals',
  'Insurance',
  'Banking',
  'Consulting',
  'Legal',
  'Government',
  'Non-profit',
  'Food & Beverage',
  'Fashion & Apparel',
  'E-commerce',
  'Gaming',
  'Sports & Fitness',
  'Travel & Tourism',
  'Environmental Services',
  'Human Resources',
  'Architecture & Design',
  'Advertising',
  'Software',
  'Artificial Intelligence',
  'Data & Analytics',
  'Fintech',
  'Cybersecurity',
] as const
export type Industry = (typeof INDUSTRIES)[number]

/** Case-insensitive match against the list; null when it is not one of the 40. */
export function parseIndustry(value: string): Industry | null {
  const text = value.trim().toLowerCase()
  return INDUSTRIES.find((industry) => industry.toLowerCase() === text) ?? null
}

/**
 * Seed 2 §5: names that mean "not named yet". Such companies never appear in public lists, trending or counts.
 * Compared trimmed and lower-cased.
 */
export const PLACEHOLDER_COMPANY_NAMES = [
  'unnamed company',
  'untitled company',
  'new company',
  'company name',
  'your company',
  'test company',
  'sample company',
  'example company',
  'demo company',
  'placeholder company',
] as const

export function isPlaceholderCompanyName(name: string | null | undefined): boolean {
  const text = (name ?? '').trim().toLowerCase().replace(/\s+/g, ' ')
  return text === '' || (PLACEHOLDER_COMPANY_NAMES as readonly string[]).includes(text)
}

/** The name to show: the stored one, or 'Unnamed Company' when blank. */
export const companyDisplayName = (name: string | null | undefined) => name?.trim() || DEFAULT_COMPANY_NAME

// ---------------------------------------------------------------------------------------------------------
// Onboarding
// ---------------------------------------------------------------------------------------------------------

export type OnboardingTaskDefinition = {
  id: string
  title: string
  description: string
  required: boolean
  order: number
}

/**
 * The onboarding checklist of a new company (ours: the spec gives the task fields, not the tasks). The
 * required ones also need their data on the server before they can be ticked (docs/api.md).
 */
export const ONBOARDING_TASKS = [
  {
    id: 'basics',
    title: 'Add company basics',
    description: 'Give your company its real name, an industry and a size.',
    required: true,
    order: 1,
  },
  {
    id: 'about',
    title: 'Describe your company',
    description: 'Write a description candidates will read on your profile.',
    required: true,
    order: 2,
  },
  {
    id: 'location',
    title: 'Add your location',
    description: 'Tell candidates where you are based, or that you are remote.',
    required: true,
    order: 3,
  },
  {
    id: 'contact',
    title: 'Add contact details',
    description: 'Add a website or a contact email address.',
    required: true,
    order: 4,
  },
  {
    id: 'logo',
    title: 'Upload a logo',
    description: 'A logo makes your company easy to recognise.',
    required: false,
    order: 5,
  },
  {
    id: 'culture',
    title: 'Share culture and benefits',
    description: 'Values, perks and benefits help candidates choose you.',
    required: false,
    order: 6,
  },
  {
    id: 'team',
    title: 'Invite your team',
    description: 'Invite recruiters to help you hire.',
    required: false,
    order: 7,
  },
  {
    id: 'first-job',
    title: 'Post your first job',
    description: 'Publish a job so candidates can apply.',
    required: false,
    order: 8,
  },
] as const satisfies readonly OnboardingTaskDefinition[]
export type OnboardingTaskId = (typeof ONBOARDING_TASKS)[number]['id']
export const ONBOARDING_TASK_IDS = ONBOARDING_TASKS.map((task) => task.id) as OnboardingTaskId[]

export const OnboardingTaskSchema = v.object({
  id: v.string(),
  title: v.string(),
  description: v.string(),
  completed: v.boolean(),
  required: v.boolean(),
  order: v.number(),
})
export type OnboardingTask = v.InferOutput<typeof OnboardingTaskSchema>

/** Percent (0–100, whole) of the required tasks completed; no required task means 100. */
export function onboardingProgress(tasks: readonly Pick<OnboardingTask, 'completed' | 'required'>[]): number {
  const required = tasks.filter((task) => task.required)
  if (required.length === 0) return 100
  return Math.round((100 * required.filter((task) => task.completed).length) / required.length)
}

/** 'Ready to publish' at 100, else 'N% complete'. */
export function onboardingProgressLabel(progress: number): string {
  return progress >= 100 ? READY_TO_PUBLISH : `${progress}% complete`
}

/** The card shows a setup progress bar only while the company is being set up (seed 2 §2). */
export const showsSetupProgress = (status: CompanyStatus) => status === 'draft' || status === 'onboarding'

// ---------------------------------------------------------------------------------------------------------
// Response schemas
// ---------------------------------------------------------------------------------------------------------

/** Status as the server sends it (a name); a numeric code or any casing is tolerated and mapped. */
export const CompanyStatusSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value): CompanyStatus => companyStatusFromCode(value)),
)
export const CompanyVisibilitySchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value): CompanyVisibility => companyVisibilityFromCode(value)),
)

/** Seed 2 §3 "Company": what lists and cards use. */
export const CompanySchema = v.object({
  id: v.string(),
  slug: v.string(),
  name: v.string(),
  logo: v.nullable(v.string()),
  tagline: v.nullable(v.string()),
  description: v.nullable(v.string()),
  website: v.nullable(v.string()),
  industry: v.string(),
  size: v.string(),
  location: v.nullable(v.string()),
  status: CompanyStatusSchema,
  visibility: CompanyVisibilitySchema,
  createdAt: v.string(),
  updatedAt: v.string(),
  founded: v.nullable(v.number()),
  views: v.number(),
  followers: v.number(),
  jobCount: v.number(),
  activeJobCount: v.number(),
  userId: v.string(),
  /** Ours: the account (tenant) the company belongs to. */
  accountId: v.nullable(v.string()),
  onboardingProgress: v.number(),
})
export type Company = v.InferOutput<typeof CompanySchema>

export const CompanyLocationSchema = v.object({
  address: v.nullish(v.string()),
  city: v.nullish(v.string()),
  state: v.nullish(v.string()),
  country: v.nullish(v.string()),
  postalCode: v.nullish(v.string()),
  timezone: v.nullish(v.string()),
  remote: v.nullish(v.boolean()),
})
export type CompanyLocation = v.InferOutput<typeof CompanyLocationSchema>

export const CompanyContactSchema = v.object({
  email: v.nullish(v.string()),
  phone: v.nullish(v.string()),
  website: v.nullish(v.string()),
  linkedin: v.nullish(v.string()),
  twitter: v.nullish(v.string()),
  facebook: v.nullish(v.string()),
})
export type CompanyContact = v.InferOutput<typeof CompanyContactSchema>

export const CompanyFinancialsSchema = v.object({
  fundingStage: v.nullish(v.string()),
  fundingAmount: v.nullish(v.number()),
  totalFunding: v.nullish(v.number()),
  currency: v.nullish(v.string()),
  valuation: v.nullish(v.number()),
  revenue: v.nullish(v.number()),
  profitability: v.nullish(v.string()),
  investors: v.optional(v.array(v.string()), []),
})
export type CompanyFinancials = v.InferOutput<typeof CompanyFinancialsSchema>

export const BENEFIT_KEYS = [
  'healthInsurance',
  'dentalInsurance',
  'visionInsurance',
  'retirement401k',
  'retirementPlan',
  'stockOptions',
  'paidTimeOff',
  'parentalLeave',
  'flexibleSchedule',
  'remoteWork',
  'learningBudget',
  'professionalDevelopment',
  'gymMembership',
  'freeFood',
  'commuteBenefits',
] as const
export type BenefitKey = (typeof BENEFIT_KEYS)[number]

const benefitEntries = Object.fromEntries(
  BENEFIT_KEYS.map((key) => [key, v.optional(v.boolean(), false)]),
) as {
  [K in BenefitKey]: v.OptionalSchema<v.BooleanSchema<undefined>, false>
}
export const CompanyBenefitsSchema = v.object({
  ...benefitEntries,
  other: v.optional(v.array(v.string()), []),
})
export type CompanyBenefits = v.InferOutput<typeof CompanyBenefitsSchema>

/** Seed 2 §3 "Company profile" data block. */
export const CompanyProfileDataSchema = v.object({
  name: v.string(),
  logo: v.nullable(v.string()),
  website: v.nullable(v.string()),
  tagline: v.nullable(v.string()),
  description: v.nullable(v.string()),
  industry: v.string(),
  size: v.string(),
  founded: v.nullable(v.number()),
  headquarters: v.nullable(CompanyLocationSchema),
  locations: v.array(CompanyLocationSchema),
  contact: v.nullable(CompanyContactSchema),
  financials: v.nullable(CompanyFinancialsSchema),
  benefits: v.nullable(CompanyBenefitsSchema),
  culture: v.array(v.string()),
  technologies: v.array(v.string()),
  techStack: v.array(v.string()),
  perks: v.array(v.string()),
  mission: v.nullable(v.string()),
  vision: v.nullable(v.string()),
  values: v.array(v.string()),
})
export type CompanyProfileData = v.InferOutput<typeof CompanyProfileDataSchema>

export const TeamMemberSchema = v.object({
  userId: v.string(),
  slug: v.string(),
  name: v.string(),
  avatar: v.nullable(v.string()),
  headline: v.nullable(v.string()),
  /** Account role: Admin (the account owner), Employer, Recruiter or Member. */
  role: v.string(),
})
export type TeamMember = v.InferOutput<typeof TeamMemberSchema>

/** GET /api/Companies/{id} and /slug/{slug}: the company, its profile data and what the caller may do. */
export const CompanyProfileSchema = v.object({
  ...CompanySchema.entries,
  data: CompanyProfileDataSchema,
  onboardingTasks: v.array(OnboardingTaskSchema),
  /** Only the account's own members see the team; others get []. */
  teamMembers: v.array(TeamMemberSchema),
  canEdit: v.boolean(),
  /** Ours: publish, change status or visibility, manage the team (owner and account owner). */
  canManage: v.boolean(),
  /** The creator or the owner of the company's account. */
  isOwner: v.boolean(),
  isFollowing: v.boolean(),
  isAuthenticated: v.boolean(),
})
export type CompanyProfile = v.InferOutput<typeof CompanyProfileSchema>

export const CompanyListResponseSchema = PagedSchema(CompanySchema)
export type CompanyListResponse = Paged<Company>

export const CompanyStatsSchema = v.object({
  jobsCount: v.number(),
  followersCount: v.number(),
  activeJobsCount: v.number(),
})
export type CompanyStats = v.InferOutput<typeof CompanyStatsSchema>

export const FollowingStatusSchema = v.object({ isFollowing: v.boolean() })
export type FollowingStatus = v.InferOutput<typeof FollowingStatusSchema>

/** POST and DELETE /api/Companies/{id}/follow: the state after the call. */
export const FollowResultSchema = v.object({
  companyId: v.string(),
  isFollowing: v.boolean(),
  followersCount: v.number(),
})
export type FollowResult = v.InferOutput<typeof FollowResultSchema>

export const FollowedCompaniesSchema = v.array(CompanySchema)
export const TrendingCompaniesSchema = v.array(CompanySchema)

// ---------------------------------------------------------------------------------------------------------
// Query schemas
// ---------------------------------------------------------------------------------------------------------

const queryText = (max: number, label: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters`)))

export const COMPANY_SORTS = ['name', 'newest', 'popular'] as const
export type CompanySort = (typeof COMPANY_SORTS)[number]

/** GET /api/Companies/public. Empty values mean "no filter"; `sort` is ours (default name). */
export const CompanyListQuerySchema = v.object({
  search: queryText(200, 'Search'),
  industry: queryText(100, 'Industry'),
  size: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) => value === '' || parseCompanySize(value) !== null,
        `Size must be one of ${COMPANY_SIZES.join(', ')}`,
      ),
    ),
  ),
  location: queryText(120, 'Location'),
  sort: v.optional(v.picklist(COMPANY_SORTS, 'Sort must be one of name, newest, popular'), 'name'),
  ...PageQuerySchema.entries,
})
export type CompanyListQuery = v.InferOutput<typeof CompanyListQuerySchema>

/** GET /api/Companies/{id}/jobs (defaults page 1, limit 20). */
export const CompanyJobsQuerySchema = PageQuerySchema

/** GET /api/Companies/trending?limit (default 10, at most 100). */
export const TrendingQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => (typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value))),
      v.number('Limit must be a number'),
      v.integer('Limit must be a whole number'),
      v.minValue(1, `Limit must be between 1 and ${MAX_PAGE_SIZE}`),
      v.maxValue(MAX_PAGE_SIZE, `Limit must be between 1 and ${MAX_PAGE_SIZE}`),
    ),
    TRENDING_COMPANIES_LIMIT,
  ),
})

// ---------------------------------------------------------------------------------------------------------
// Input schemas (strict: unknown keys are refused)
// ---------------------------------------------------------------------------------------------------------

const trimmed = (max: number, label: string) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  )
/** Optional text; '' or null clears it. */
const optionalText = (max: number, label: string) => v.optional(v.nullable(trimmed(max, label)))

const isHttpUrl = (value: string) => {
  if (!/^https?:\/\//i.test(value)) return false
  try {
    return Boolean(new URL(value).host)
  } catch {
    return false
  }
}
const urlText = (label: string) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.maxLength(300, `${label} must be at most 300 characters`),
    v.check((value) => value === '' || isHttpUrl(value), 'Please enter a valid URL'),
  )
const optionalUrl = (label: string) => v.optional(v.nullable(urlText(label)))

/** A logo: an http(s) URL or a path on this site ('/files/…'); never data: or javascript:. */
const logoText = v.pipe(
  v.string('Logo must be text'),
  v.trim(),
  v.maxLength(500, 'Logo must be at most 500 characters'),
  v.check(
    (value) => value === '' || isHttpUrl(value) || /^\/[^/\\]/.test(value),
    'Please enter a valid logo URL',
  ),
)

const stringList = (label: string, maxItems = 30, maxLength = 80) =>
  v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.string(`${label} must be text`),
          v.trim(),
          v.minLength(1, `${label} cannot be empty`),
          v.maxLength(maxLength, `${label} must be at most ${maxLength} characters`),
        ),
        `${label} must be a list`,
      ),
      v.maxLength(maxItems, `At most ${maxItems} ${label.toLowerCase()} entries`),
    ),
  )

const amount = (label: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.number(`${label} must be a number`),
        v.finite(`${label} must be a number`),
        v.minValue(0, `${label} must be at least 0`),
      ),
    ),
  )

const foundedYear = v.pipe(
  v.number('Founded must be a year'),
  v.integer('Founded must be a year'),
  v.check(
    (year) => year >= 1800 && year <= new Date().getUTCFullYear(),
    'Founded must be a year between 1800 and this year',
  ),
)

export const CompanyLocationInputSchema = v.strictObject({
  address: optionalText(200, 'Address'),
  city: optionalText(100, 'City'),
  state: optionalText(100, 'State'),
  country: optionalText(100, 'Country'),
  postalCode: optionalText(20, 'Postal code'),
  timezone: optionalText(60, 'Timezone'),
  remote: v.optional(v.nullable(v.boolean('Remote must be true or false'))),
})

export const CompanyContactInputSchema = v.strictObject({
  email: v.optional(
    v.nullable(
      v.pipe(
        v.string('Email must be text'),
        v.trim(),
        v.maxLength(254, 'Email must be at most 254 characters'),
        v.check(
          (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
          'Please enter a valid email address',
        ),
      ),
    ),
  ),
  phone: v.optional(
    v.nullable(
      v.pipe(
        v.string('Phone must be text'),
        v.trim(),
        v.maxLength(40, 'Phone must be at most 40 characters'),
        v.regex(/^[+()\d\s.-]*$/, 'Please enter a valid phone number'),
      ),
    ),
  ),
  website: optionalUrl('Website'),
  linkedin: optionalUrl('LinkedIn'),
  twitter: optionalUrl('Twitter'),
  facebook: optionalUrl('Facebook'),
})

export const CompanyFinancialsInputSchema = v.strictObject({
  fundingStage: optionalText(60, 'Funding stage'),
  fundingAmount: amount('Funding amount'),
  totalFunding: amount('Total funding'),
  currency: v.optional(
    v.nullable(
      v.pipe(
        v.string('Currency must be text'),
        v.trim(),
        v.toUpperCase(),
        v.regex(/^([A-Z]{3})?$/, 'Currency must be a 3-letter code'),
      ),
    ),
  ),
  valuation: amount('Valuation'),
  revenue: amount('Revenue'),
  profitability: optionalText(60, 'Profitability'),
  investors: stringList('Investors', 50, 120),
})

export const CompanyBenefitsInputSchema = v.strictObject({
  ...(Object.fromEntries(
    BENEFIT_KEYS.map((key) => [key, v.optional(v.boolean(`${key} must be true or false`))]),
  ) as {
    [K in BenefitKey]: v.OptionalSchema<v.BooleanSchema<string>, undefined>
  }),
  other: stringList('Other benefits'),
})

const industryInput = v.pipe(
  v.string('Industry must be text'),
  v.trim(),
  v.check(
    (value) => value === '' || parseIndustry(value) !== null,
    'Please choose an industry from the list',
  ),
  v.transform((value) => (value === '' ? '' : (parseIndustry(value) ?? value))),
)
const sizeInput = v.pipe(
  v.string('Size must be text'),
  v.trim(),
  v.check(
    (value) => value === '' || parseCompanySize(value) !== null,
    'Please choose a company size from the list',
  ),
  v.transform((value) => (value === '' ? '' : (parseCompanySize(value) ?? value))),
)

/** Profile fields both creation and editing accept; every one optional, null or '' clears it. */
const profileInputEntries = {
  logo: v.optional(v.nullable(logoText)),
  tagline: optionalText(160, 'Tagline'),
  description: optionalText(5000, 'Description'),
  website: optionalUrl('Website'),
  industry: v.optional(v.nullable(industryInput)),
  size: v.optional(v.nullable(sizeInput)),
  location: optionalText(120, 'Location'),
  founded: v.optional(v.nullable(foundedYear)),
  headquarters: v.optional(v.nullable(CompanyLocationInputSchema)),
  locations: v.optional(
    v.pipe(
      v.array(CompanyLocationInputSchema, 'Locations must be a list'),
      v.maxLength(50, 'At most 50 locations'),
    ),
  ),
  contact: v.optional(v.nullable(CompanyContactInputSchema)),
  financials: v.optional(v.nullable(CompanyFinancialsInputSchema)),
  benefits: v.optional(v.nullable(CompanyBenefitsInputSchema)),
  culture: stringList('Culture'),
  technologies: stringList('Technologies', 60, 60),
  techStack: stringList('Tech stack', 60, 60),
  perks: stringList('Perks'),
  mission: optionalText(1000, 'Mission'),
  vision: optionalText(1000, 'Vision'),
  values: stringList('Values'),
}

const companyName = v.pipe(
  v.string('Company name must be text'),
  v.trim(),
  v.minLength(1, 'Company name is required'),
  v.maxLength(120, 'Company name must be at most 120 characters'),
)

/** POST /api/Companies (ours): a new draft company in the caller's company account. */
export const CreateCompanyInputSchema = v.strictObject({
  name: companyName,
  ...profileInputEntries,
})
export type CreateCompanyInput = v.InferInput<typeof CreateCompanyInputSchema>

/**
 * PUT /api/Companies/{id}: a partial update; a block given (contact, benefits…) replaces the stored one.
 * `status` moves a published company between active, paused and inactive (publishing is its own call);
 * `visibility` is public or private. Both need the manage permission.
 */
export const UpdateCompanyInputSchema = v.strictObject({
  name: v.optional(companyName),
  ...profileInputEntries,
  status: v.optional(
    v.picklist(['active', 'paused', 'inactive'], 'Status must be one of active, paused, inactive'),
  ),
  visibility: v.optional(v.picklist(['public', 'private'], 'Visibility must be public or private')),
})
export type UpdateCompanyInput = v.InferInput<typeof UpdateCompanyInputSchema>

/** PUT /api/Companies/{id}/onboarding/tasks/{taskId} (ours). */
export const UpdateOnboardingTaskInputSchema = v.strictObject({
  completed: v.boolean('Completed must be true or false'),
})
export type UpdateOnboardingTaskInput = v.InferInput<typeof UpdateOnboardingTaskInputSchema>

/** Status changes PUT accepts, from → allowed targets (publishing draft/onboarding → active is POST /publish). */
export const COMPANY_STATUS_TRANSITIONS: Record<CompanyStatus, readonly CompanyStatus[]> = {
  draft: [],
  onboarding: [],
  active: ['paused', 'inactive'],
  paused: ['active', 'inactive'],
  inactive: ['active'],
}
