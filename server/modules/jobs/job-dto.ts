import { companyDisplayName } from '@/api/companies/company-names'
import { experienceLevelOf, listEmploymentType } from '@/api/jobs/job-enum-mapping'
import { isJobExpired } from '@/api/jobs/job-statuses'
import type { Job, JobPermissions } from '@/api/jobs/job-full'
import type { JobSummary } from '@/api/jobs/job-summary'
import type { JobRow } from '../../db/schema/jobs'
import { canOnJob, type JobResource, type Viewer } from '../../core/policy'

/** A job as the services read it: the row without its search vectors, with its company's display fields. */
export type JobRecord = Omit<JobRow, 'search' | 'searchRank'> & {
  companyName: string
  companySlug: string
  companyLogo: string | null
  /** The company appears in public lists (companies' listedCondition). */
  companyListed: boolean
}

/** Listed: what everyone may see and find (active, public, unexpired, listed company, not deleted). */
export function isListedJob(record: JobRecord, now: Date): boolean {
  return (
    record.status === 'active' &&
    record.isPublic &&
    record.deletedAt === null &&
    record.hiddenAt === null &&
    !isJobExpired(record.expiryDate, now) &&
    record.companyListed
  )
}

/** The job as the policy sees it. */
export function jobResource(record: JobRecord, now: Date): JobResource {
  return { ownerUserId: record.createdBy, accountId: record.accountId, isPublic: isListedJob(record, now) }
}

export function jobPermissions(viewer: Viewer, resource: JobResource): JobPermissions {
  return {
    canEdit: canOnJob(viewer, 'edit', resource),
    canDelete: canOnJob(viewer, 'delete', resource),
    canManage: canOnJob(viewer, 'manage', resource),
    canClone: canOnJob(viewer, 'clone', resource),
    canViewAnalytics: canOnJob(viewer, 'analytics', resource),
    canViewApplications: canOnJob(viewer, 'viewApplications', resource),
    canSave: canOnJob(viewer, 'track', resource),
  }
}

const iso = (value: Date | null) => (value ? value.toISOString() : null)

export type ViewerExtras = { viewer: Viewer; saved: boolean }

/** Record → Job (full). Viewer fields (isSaved, permissions) only for a signed-in viewer. */
export function toJob(record: JobRecord, now: Date, extras?: ViewerExtras): Job {
  const job: Job = {
    id: record.id,
    slug: record.slug,
    title: record.title,
    company: companyDisplayName(record.companyName),
    companyId: record.companyId,
    companySlug: record.companySlug,
    companyLogo: record.companyLogo || null,
    location: record.location,
    description: record.description,
    responsibilities: record.responsibilities,
    requirements: record.requirements,
    skills: record.skills,
    employmentType: listEmploymentType(record.employmentTypes),
    experienceLevel: experienceLevelOf(record.seniority),
    employmentTypes: record.employmentTypes,
    seniority: record.seniority,
    workSetting: record.workSetting,
    salaryMin: record.salaryMin,
    salaryMax: record.salaryMax,
    currency: record.salaryCurrency,
    salaryPeriod: record.salaryPeriod,
    isRemote: record.isRemote,
    isPublic: record.isPublic,
    status: record.status,
    isExpired: isJobExpired(record.expiryDate, now),
    postedDate: iso(record.postedDate),
    expiryDate: iso(record.expiryDate),
    applicationCount: record.applicationCount,
    viewCount: record.viewCount,
    saveCount: record.saveCount,
    createdBy: record.createdBy,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  }
  if (extras?.viewer) {
    job.isSaved = extras.saved
    job.permissions = jobPermissions(extras.viewer, jobResource(record, now))
  }
  return job
}

const EXCERPT_LENGTH = 200

/** Plain-text excerpt: Markdown marks dropped, whitespace collapsed, cut at a word boundary. */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const plain = text
    .replace(/[#>*_`~]+/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
  if (plain.length <= length) return plain
  const cut = plain.slice(0, length - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/**
 * Record → the job summary of a list: id, slug, title, description and a plain-text excerpt, company, location,
 * one employment type and experience level, salary range, dates, remote, status, views, applications, saves
 * and the creator's userId (spec: entities, "Job summary").
 */
export function toJobSummary(record: JobRecord, now: Date): JobSummary {
  return {
    id: record.id,
    slug: record.slug,
    title: record.title,
    description: record.description,
    summary: excerpt(record.description),
    company: companyDisplayName(record.companyName),
    companyId: record.companyId,
    location: record.location,
    employmentType: listEmploymentType(record.employmentTypes),
    experienceLevel: experienceLevelOf(record.seniority),
    salaryMin: record.salaryMin,
    salaryMax: record.salaryMax,
    currency: record.salaryCurrency,
    postedDate: iso(record.postedDate),
    expiryDate: iso(record.expiryDate),
    isRemote: record.isRemote,
    isPublic: record.isPublic,
    status: record.status,
    isExpired: isJobExpired(record.expiryDate, now),
    views: record.viewCount,
    applications: record.applicationCount,
    saves: record.saveCount,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    userId: record.createdBy,
  }
}
