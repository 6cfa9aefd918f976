import { inArray } from 'drizzle-orm'
import type { PublicSearchItem, SearchItemType } from '@/api/discovery/public-search'
import { companyDisplayName } from '@/api/companies/company-names'
import type { JsonResume } from '@/api/resumes/json-resume'
import type { ServiceContext } from '../../core/service-context'
import { companies, type CompanyRow } from '../../db/schema/companies'
import { resumeMedia, type ResumeMediaRow } from '../../db/schema/resume-media'
import { resumes, type ResumeRow } from '../../db/schema/resumes'
import { users, type UserRow } from '../../db/schema/users'
import { fullName } from '../auth/user-records'
import { countsFor } from '../companies/company-counts'
import { toJobSummary, type JobRecord } from '../jobs/job-dto'
import { selectJobRecords } from '../jobs/job-records'
import { jobs } from '../../db/schema/jobs'
import { mediaFilePath } from '../resume-media/resume-media-dto'

/**
 * The page's documents → public search items (seed 2 §3), one query per kind present, in the page's order.
 * Only rows the search already found visible reach here; nothing else (no contact detail, no email) is read out.
 */

type Ref = { kind: SearchItemType; itemId: string }

const EMPTY: Omit<PublicSearchItem, 'id' | 'type' | 'title' | 'name' | 'createdAt' | 'updatedAt'> = {
  summary: null,
  description: null,
  location: null,
  company: null,
  industry: null,
  employmentType: null,
  postedDate: null,
  views: 0,
  avatar: null,
  logo: null,
  skills: [],
  salary: null,
  experienceLevel: null,
  headline: null,
  tagline: null,
  size: null,
  founded: null,
  isPublic: true,
  templateName: null,
  isFeatured: false,
  activeJobCount: null,
  followers: null,
  applications: null,
  slug: null,
  ownerId: null,
  companyId: null,
  privacy: null,
  salaryMin: null,
  salaryMax: null,
  currency: null,
  isRemote: false,
}

const idsOf = (refs: readonly Ref[], kind: SearchItemType) =>
  refs.filter((ref) => ref.kind === kind).map((ref) => ref.itemId)

function personItem(row: UserRow): PublicSearchItem {
  const name = fullName(row)
  return {
    ...EMPTY,
    id: row.id,
    type: 'people',
    title: name,
    name,
    summary: row.headline,
    description: row.summary,
    location: row.location,
    company: row.currentCompany,
    headline: row.headline,
    avatar: row.avatar,
    skills: row.skills,
    isFeatured: row.isPremium,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    slug: row.slug,
    ownerId: row.id,
  }
}

function companyItem(
  row: CompanyRow,
  counts: { followers: number; activeJobCount: number } | undefined,
  premiumOwners: ReadonlySet<string>,
): PublicSearchItem {
  const name = companyDisplayName(row.name)
  return {
    ...EMPTY,
    id: row.id,
    type: 'company',
    title: name,
    name,
    summary: row.tagline,
    description: row.description,
    location: row.location,
    industry: row.industry,
    logo: row.logo,
    avatar: row.logo,
    tagline: row.tagline,
    size: row.size,
    founded: row.founded,
    views: row.views,
    followers: counts?.followers ?? 0,
    activeJobCount: counts?.activeJobCount ?? 0,
    isFeatured: premiumOwners.has(row.ownerUserId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    slug: row.slug,
    ownerId: row.ownerUserId,
  }
}

function salaryText(min: number | null, max: number | null, currency: string | null): string | null {
  if (min === null && max === null) return null
  const amount = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 })
  const range =
    min !== null && max !== null && min !== max ? `${amount(min)}–${amount(max)}` : amount((min ?? max)!)
  return currency ? `${currency} ${range}` : range
}

function jobItem(record: JobRecord, now: Date, premiumOwners: ReadonlySet<string>): PublicSearchItem {
  const summary = toJobSummary(record, now)
  return {
    ...EMPTY,
    id: record.id,
    type: 'job',
    title: record.title,
    name: record.title,
    summary: summary.summary,
    description: summary.summary,
    location: record.location,
    company: summary.company,
    employmentType: summary.employmentType,
    experienceLevel: summary.experienceLevel,
    postedDate: summary.postedDate,
    views: record.viewCount,
    applications: record.applicationCount,
    logo: record.companyLogo,
    avatar: record.companyLogo,
    skills: record.skills,
    salary: salaryText(record.salaryMin, record.salaryMax, record.salaryCurrency),
    isFeatured: premiumOwners.has(record.createdBy),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    slug: record.slug,
    ownerId: record.createdBy,
    companyId: record.companyId,
    salaryMin: record.salaryMin,
    salaryMax: record.salaryMax,
    currency: record.salaryCurrency,
    isRemote: record.isRemote,
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

function resumeItem(row: ResumeRow, owner: UserRow | undefined): PublicSearchItem {
  const basics = (row.content as JsonResume | null)?.basics
  const where = basics?.location
  const location = [text(where?.city), text(where?.region), text(where?.countryCode)]
    .filter(Boolean)
    .join(', ')
  const skills = Array.isArray((row.content as JsonResume | null)?.skills)
    ? (row.content as JsonResume)
        .skills!.map((skill) => text(skill?.name))
        .filter((name): name is string => !!name)
    : []
  return {
    ...EMPTY,
    id: row.id,
    type: 'resume',
    title: row.name,
    name: text(basics?.name) ?? (owner ? fullName(owner) : row.name),
    summary: row.description ?? text(basics?.label),
    description: row.description,
    headline: text(basics?.label),
    location: location || null,
    industry: row.industry,
    employmentType: row.employmentTypes[0] ?? null,
    views: row.views,
    avatar: text(basics?.image) ?? owner?.avatar ?? null,
    skills: skills.slice(0, 20),
    isPublic: row.privacy === 'public',
    templateName: row.templateName,
    isFeatured: owner?.isPremium ?? false,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    slug: row.slug,
    ownerId: row.userId,
    privacy: row.privacy,
  }
}

/** Seed 2 §3's media mapping: skills = the type code, experienceLevel = the url, location = owner, company = resume. */
function mediaItem(row: ResumeMediaRow, premiumOwners: ReadonlySet<string>): PublicSearchItem {
  return {
    ...EMPTY,
    id: row.id,
    type: 'media',
    title: row.name,
    name: row.name,
    summary: row.description,
    description: row.description,
    skills: [String(row.metaType)],
    experienceLevel: row.blobKey ? mediaFilePath(row.id) : row.url,
    location: row.userId,
    company: row.resumeId,
    isFeatured: premiumOwners.has(row.userId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ownerId: row.userId,
  }
}

async function usersById(ctx: ServiceContext, ids: readonly string[]): Promise<Map<string, UserRow>> {
  if (ids.length === 0) return new Map()
  const rows = await ctx.db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]))
  return new Map(rows.map((row) => [row.id, row]))
}

export async function searchItems(ctx: ServiceContext, refs: readonly Ref[]): Promise<PublicSearchItem[]> {
  const now = ctx.now()
  const [people, companyRows, jobRecords, resumeRows, mediaRows] = await Promise.all([
    usersById(ctx, idsOf(refs, 'people')),
    idsOf(refs, 'company').length
      ? ctx.db
          .select()
          .from(companies)
          .where(inArray(companies.id, idsOf(refs, 'company')))
      : Promise.resolve([]),
    idsOf(refs, 'job').length
      ? selectJobRecords(ctx.db).where(inArray(jobs.id, idsOf(refs, 'job')))
      : Promise.resolve([]),
    idsOf(refs, 'resume').length
      ? ctx.db
          .select()
          .from(resumes)
          .where(inArray(resumes.id, idsOf(refs, 'resume')))
      : Promise.resolve([]),
    idsOf(refs, 'media').length
      ? ctx.db
          .select()
          .from(resumeMedia)
          .where(inArray(resumeMedia.id, idsOf(refs, 'media')))
      : Promise.resolve([]),
  ])
  const [owners, companyCounts] = await Promise.all([
    usersById(ctx, [
      ...companyRows.map((row) => row.ownerUserId),
      ...jobRecords.map((row) => row.createdBy),
      ...resumeRows.map((row) => row.userId),
      ...mediaRows.map((row) => row.userId),
    ]),
    countsFor(
      ctx.db,
      companyRows.map((row) => row.id),
      now,
    ),
  ])
  const premium = new Set([...owners.values()].filter((user) => user.isPremium).map((user) => user.id))

  const byKey = new Map<string, PublicSearchItem>()
  for (const row of people.values()) byKey.set(`people:${row.id}`, personItem(row))
  for (const row of companyRows)
    byKey.set(`company:${row.id}`, companyItem(row, companyCounts.get(row.id), premium))
  for (const record of jobRecords) byKey.set(`job:${record.id}`, jobItem(record, now, premium))
  for (const row of resumeRows) byKey.set(`resume:${row.id}`, resumeItem(row, owners.get(row.userId)))
  for (const row of mediaRows) byKey.set(`media:${row.id}`, mediaItem(row, premium))
  // A row deleted between the search and this read is simply left out.
  return refs.flatMap((ref) => byKey.get(`${ref.kind}:${ref.itemId}`) ?? [])
}
