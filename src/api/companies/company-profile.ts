import * as v from 'valibot'
import { OnboardingTaskSchema } from './company-onboarding'
import { CompanySchema } from './company'

/**
 * A company's profile page: GET /api/Companies/{id} and /slug/{slug} answer the company, its profile data
 * block (seed 2 §3 "Company profile") and what the caller may do with it.
 */

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

/** The benefits a company can tick; anything else goes in `other`. */
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

/** The profile's data block (seed 2 §3 "Company profile"). */
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

/** The company, its profile data and what the caller may do. */
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
