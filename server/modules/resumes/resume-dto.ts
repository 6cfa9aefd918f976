import type { JsonResume } from '@/api/resumes/json-resume'
import { privacyToShowResume } from '@/api/resumes/resume-privacy'
import type {
  PublicResumeListItem,
  Resume,
  ResumeOwnership,
  ResumeWithOwnership,
} from '@/api/resumes/resume-record'
import type { ResumeRow } from '../../db/schema/resumes'

/** Row → the answers of seed 2 §3. The caller decides visibility first; these only shape. */

/** What the caller may do and whether they see contact details: the policy's answers for one resume. */
export type ResumeViewerFlags = {
  isOwner: boolean
  ownerSide: boolean
  canEdit: boolean
  canDelete: boolean
  canManage: boolean
  isWatched: boolean
}

/** Contact details stay with the owner side when the owner hid them (privacy_ShowContactDetails false). */
export function contentFor(row: ResumeRow, ownerSide: boolean): JsonResume {
  const content = row.content
  if (ownerSide || row.showContactDetails || !content.basics) return content
  const basics = { ...content.basics }
  delete basics.email
  delete basics.phone
  return { ...content, basics }
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

export const formatCreationDate = (date: Date) => DATE_FORMAT.format(date)

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

/** 'City, Region, CC' of basics.location; null when none of them is given. */
export function locationText(content: JsonResume): string | null {
  const location = content.basics?.location
  if (!location) return null
  const parts = [location.city, location.region, location.countryCode]
    .map(text)
    .filter((part) => part !== null)
  return parts.length > 0 ? parts.join(', ') : null
}

export function toResume(row: ResumeRow, flags: ResumeViewerFlags): Resume {
  const resume = contentFor(row, flags.ownerSide)
  return {
    id: row.id,
    userId: row.userId,
    accountId: row.accountId,
    name: row.name,
    slug: row.slug,
    description: row.description,
    isPrimaryDefault: row.isMaster,
    sentimentScore: row.sentimentScore,
    isWatched: flags.isWatched,
    privacy: row.privacy,
    privacy_ShowResume: privacyToShowResume(row.privacy),
    privacy_ShowContactDetails: row.showContactDetails,
    industry: row.industry,
    employmentType: row.employmentTypes,
    paySchedule: row.paySchedule,
    minimumSalary: row.minimumSalary,
    resumeType: row.resumeType,
    resumeSerialized: JSON.stringify(resume),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    views: row.views,
    isMaster: row.isMaster,
    isActive: row.isActive,
    parentId: row.parentId,
    templateName: row.templateName,
    version: row.version,
    isOwner: flags.isOwner,
    canEdit: flags.canEdit,
    canDelete: flags.canDelete,
    canManage: flags.canManage,
    resume,
  }
}

export function toPublicListItem(
  row: ResumeRow,
  flags: { isOwner: boolean; isWatched: boolean },
): PublicResumeListItem {
  const basics = row.content.basics
  return {
    id: row.id,
    templateName: row.templateName,
    isPublic: row.privacy === 'public',
    isOwner: flags.isOwner,
    createdAt: row.createdAt.toISOString(),
    creationDateFormatted: formatCreationDate(row.createdAt),
    sentimentScore: row.sentimentScore,
    userId: row.userId,
    name: row.name,
    slug: row.slug,
    description: row.description,
    isPrimaryDefault: row.isMaster,
    isWatched: flags.isWatched,
    latitude: null,
    longitude: null,
    location: locationText(row.content),
    personName: text(basics?.name),
    headline: text(basics?.label),
    image: text(basics?.image),
    skills: (row.content.skills ?? [])
      .map((skill) => text(skill.name))
      .filter((name) => name !== null)
      .slice(0, 8),
    privacy: row.privacy,
    isMaster: row.isMaster,
    updatedAt: row.updatedAt.toISOString(),
    views: row.views,
  }
}

export function toWithOwnership(
  row: ResumeRow,
  ownership: ResumeOwnership,
  variationCount: number,
): ResumeWithOwnership {
  const basics = row.content.basics
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    privacy: row.privacy,
    isMaster: row.isMaster,
    isActive: row.isActive,
    parentId: row.parentId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    views: row.views,
    summary: text(row.description) ?? text(basics?.summary),
    title: row.name,
    userId: row.userId,
    ownership,
    personName: text(basics?.name),
    headline: text(basics?.label),
    templateName: row.templateName,
    variationCount,
  }
}
