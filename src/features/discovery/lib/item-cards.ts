import type { Company } from '@/api/companies/company'
import { NOT_SPECIFIED } from '@/api/companies/company'
import type { PublicSearchItem, SearchItemType } from '@/api/discovery/public-search'
import {
  EXPERIENCE_LEVELS,
  LIST_EMPLOYMENT_TYPES,
  type ExperienceLevel,
  type ListEmploymentType,
} from '@/api/jobs/job-list-enums'
import { MediaMetaType } from '@/api/resume-media/resume-media-record'
import { RESUME_PRIVACIES, type ResumePrivacy } from '@/api/resumes/resume-privacy'
import type { JobCardData } from '@/entities/job/job-card'
import type { ResumeCardData } from '@/entities/resume/resume-card'

/**
 * Public search items (seed 2 §3) → what the shared cards take, so /search shows the same job, company and
 * resume cards as /jobs, /companies and /resumes. Fields the item does not carry get the card's neutral value.
 */

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | null =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : null

export function jobCardData(item: PublicSearchItem): JobCardData {
  return {
    id: item.id,
    title: item.title,
    company: item.company ?? '',
    companyId: item.companyId ?? '',
    companyLogo: item.logo,
    location: item.location,
    isRemote: item.isRemote,
    employmentType: oneOf<Exclude<ListEmploymentType, 'remote'>>(
      LIST_EMPLOYMENT_TYPES.filter((type) => type !== 'remote'),
      item.employmentType,
    ),
    experienceLevel: oneOf<ExperienceLevel>(EXPERIENCE_LEVELS, item.experienceLevel),
    salaryMin: item.salaryMin,
    salaryMax: item.salaryMax,
    currency: item.currency,
    postedDate: item.postedDate,
    createdAt: item.createdAt,
    skills: item.skills,
    views: item.views,
  }
}

/** A listed company: public and active (discovery shows no other), so no setup progress. */
export function companyData(item: PublicSearchItem): Company {
  return {
    id: item.id,
    slug: item.slug ?? item.id,
    name: item.name,
    logo: item.logo,
    tagline: item.tagline,
    description: item.description,
    website: null,
    industry: item.industry ?? NOT_SPECIFIED,
    size: item.size ?? NOT_SPECIFIED,
    location: item.location,
    status: 'active',
    visibility: 'public',
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    founded: item.founded,
    views: item.views,
    followers: item.followers ?? 0,
    jobCount: item.activeJobCount ?? 0,
    activeJobCount: item.activeJobCount ?? 0,
    userId: item.ownerId ?? '',
    accountId: null,
    onboardingProgress: 100,
  }
}

export const resumePrivacyOf = (item: PublicSearchItem): ResumePrivacy =>
  oneOf(RESUME_PRIVACIES, item.privacy) ?? (item.isPublic ? 'public' : 'recruiter_only')

export function resumeCardData(item: PublicSearchItem): ResumeCardData {
  return {
    id: item.id,
    slug: item.slug ?? item.id,
    name: item.title,
    personName: item.name,
    headline: item.headline,
    description: item.description,
    summary: item.summary,
    location: item.location,
    privacy: resumePrivacyOf(item),
    isMaster: false,
    updatedAt: item.updatedAt,
    views: item.views,
  }
}

const MEDIA_LABELS: Record<number, string> = {
  [MediaMetaType.hyperlink]: 'Link',
  [MediaMetaType.mp4]: 'Video',
  [MediaMetaType.webm]: 'Video',
  [MediaMetaType.image]: 'Image',
  [MediaMetaType.youtube]: 'YouTube video',
  [MediaMetaType.html]: 'Page',
}
export const mediaLabel = (metaType: number) => MEDIA_LABELS[metaType] ?? 'Media'

export const ITEM_TYPE_LABELS: Record<SearchItemType, string> = {
  job: 'Job',
  company: 'Company',
  people: 'Person',
  resume: 'Resume',
  media: 'Media',
}
