import { ONBOARDING_TASKS } from '@/api/companies/company-onboarding'
import type { Company } from '@/api/companies/company'
import type { CompanyProfile } from '@/api/companies/company-profile'

/** For tests only: a listed company, and a full profile, with any field overridden. */
export function makeCompany(over: Partial<Company> = {}): Company {
  return {
    id: 'c1',
    slug: 'acme',
    name: 'Acme',
    logo: null,
    tagline: 'Rockets for everyone',
    description: 'Acme builds rockets.',
    website: 'https://acme.example.com',
    industry: 'Aerospace & Defense',
    size: '1000+',
    location: 'Austin, TX',
    status: 'active',
    visibility: 'public',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    founded: 2015,
    views: 120,
    followers: 1234,
    jobCount: 20,
    activeJobCount: 16,
    userId: 'owner-1',
    accountId: 'acct-1',
    onboardingProgress: 100,
    ...over,
  }
}

/** A profile whose onboarding has the given tasks completed. */
export function makeProfile(
  over: Partial<CompanyProfile> = {},
  completed: readonly string[] = ['basics', 'about', 'location', 'contact'],
): CompanyProfile {
  const company = makeCompany(over)
  const onboardingTasks = ONBOARDING_TASKS.map((task) => ({
    ...task,
    completed: completed.includes(task.id),
  }))
  return {
    ...company,
    data: {
      name: company.name,
      logo: company.logo,
      website: company.website,
      tagline: company.tagline,
      description: company.description,
      industry: company.industry,
      size: company.size,
      founded: company.founded,
      headquarters: null,
      locations: [],
      contact: null,
      financials: null,
      benefits: null,
      culture: [],
      technologies: [],
      techStack: [],
      perks: [],
      mission: null,
      vision: null,
      values: [],
    },
    onboardingTasks,
    teamMembers: [],
    canEdit: false,
    canManage: false,
    isOwner: false,
    isFollowing: false,
    isAuthenticated: false,
    ...over,
  }
}
