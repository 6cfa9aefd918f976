import {
  BENEFIT_KEYS,
  type CompanyBenefits,
  type CompanyLocation,
  type CompanyProfileData,
} from '@/api/companies/company-profile'
import { NOT_SPECIFIED, type Company } from '@/api/companies/company'
import { ONBOARDING_TASKS, onboardingProgress, type OnboardingTask } from '@/api/companies/company-onboarding'
import { companyDisplayName } from '@/api/companies/company-names'
import { companyStatusFromCode, companyVisibilityFromCode } from '@/api/companies/company-status'
import type { CompanyLocationData, CompanyRow } from '../../db/schema/companies'

export type CompanyCounts = { followers: number; jobCount: number; activeJobCount: number }
export const ZERO_COUNTS: CompanyCounts = { followers: 0, jobCount: 0, activeJobCount: 0 }

/** The fixed checklist merged with the row's completion state, in order. */
export function onboardingTasksOf(row: Pick<CompanyRow, 'onboardingTasks'>): OnboardingTask[] {
  const done = new Set(row.onboardingTasks.filter((task) => task.completed).map((task) => task.id))
  return ONBOARDING_TASKS.map((task) => ({ ...task, completed: done.has(task.id) }))
}

/**
 * Row → the Company the API returns (spec: entities), with the spec's defaults: name 'Unnamed Company',
 * industry and size 'Not specified'. Rows never leave as they are.
 */
export function toCompany(row: CompanyRow, counts: CompanyCounts = ZERO_COUNTS): Company {
  return {
    id: row.id,
    slug: row.slug,
    name: companyDisplayName(row.name),
    logo: row.logo || null,
    tagline: row.tagline || null,
    description: row.description || null,
    website: row.website || null,
    industry: row.industry || NOT_SPECIFIED,
    size: row.size || NOT_SPECIFIED,
    location: row.location || null,
    status: companyStatusFromCode(row.statusCode),
    visibility: companyVisibilityFromCode(row.visibilityCode),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    founded: row.founded,
    views: row.views,
    followers: counts.followers,
    jobCount: counts.jobCount,
    activeJobCount: counts.activeJobCount,
    userId: row.ownerUserId,
    accountId: row.accountId,
    onboardingProgress: onboardingProgress(onboardingTasksOf(row)),
  }
}

const location = (value: CompanyLocationData): CompanyLocation => ({
  address: value.address ?? null,
  city: value.city ?? null,
  state: value.state ?? null,
  country: value.country ?? null,
  postalCode: value.postalCode ?? null,
  timezone: value.timezone ?? null,
  remote: value.remote ?? null,
})

/** Row → the profile data block, every list present (empty) and every missing block null. */
export function toProfileData(row: CompanyRow): CompanyProfileData {
  const profile = row.profile
  const benefits = profile.benefits
  return {
    name: companyDisplayName(row.name),
    logo: row.logo || null,
    website: row.website || null,
    tagline: row.tagline || null,
    description: row.description || null,
    industry: row.industry || NOT_SPECIFIED,
    size: row.size || NOT_SPECIFIED,
    founded: row.founded,
    headquarters: profile.headquarters ? location(profile.headquarters) : null,
    locations: (profile.locations ?? []).map(location),
    contact: profile.contact
      ? {
          email: profile.contact.email ?? null,
          phone: profile.contact.phone ?? null,
          website: profile.contact.website ?? null,
          linkedin: profile.contact.linkedin ?? null,
          twitter: profile.contact.twitter ?? null,
          facebook: profile.contact.facebook ?? null,
        }
      : null,
    financials: profile.financials
      ? {
          fundingStage: profile.financials.fundingStage ?? null,
          fundingAmount: profile.financials.fundingAmount ?? null,
          totalFunding: profile.financials.totalFunding ?? null,
          currency: profile.financials.currency ?? null,
          valuation: profile.financials.valuation ?? null,
          revenue: profile.financials.revenue ?? null,
          profitability: profile.financials.profitability ?? null,
          investors: profile.financials.investors ?? [],
        }
      : null,
    benefits: benefits
      ? ({
          ...Object.fromEntries(BENEFIT_KEYS.map((key) => [key, benefits[key] ?? false])),
          other: benefits.other ?? [],
        } as CompanyBenefits)
      : null,
    culture: profile.culture ?? [],
    technologies: profile.technologies ?? [],
    techStack: profile.techStack ?? [],
    perks: profile.perks ?? [],
    mission: profile.mission ?? null,
    vision: profile.vision ?? null,
    values: profile.values ?? [],
  }
}
