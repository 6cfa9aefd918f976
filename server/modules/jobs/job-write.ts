import { randomUUID } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { INPUT_STATUS_TO_STATUS, isRemoteSetting } from '@/api/jobs/job-enum-mapping'
import {
  JOB_STATUS_MESSAGES,
  JOB_STATUS_TRANSITIONS,
  canTransition,
  isJobExpired,
  jobStatusAction,
  type JobStatus,
} from '@/api/jobs/job-statuses'
import { JOB_TITLE_MAX, type JobCreateValues, type JobUpdateValues } from '@/api/jobs/job-write-input'
import { YEARLY_FACTOR, type SalaryPeriod } from '@/api/jobs/job-salary'
import type { Job } from '@/api/jobs/job-full'
import { can as roleCan } from '@/api/roles'
import type { Db } from '../../db/client'
import { companies, type CompanyRow } from '../../db/schema/companies'
import { jobs, type JobInsert } from '../../db/schema/jobs'
import { AppError } from '../../core/app-error'
import { resourceOf } from '../companies/company-visibility'
import { companyCan } from '../companies/company-policy'
import { canOnJob, type JobAction, type Viewer } from '../../core/policy'
import { slugify } from '../../core/slug'
import { jobResource, toJob, type JobRecord } from './job-dto'
import { findJob, jobNotFound } from './job-records'
import { invalidateJobListings } from './listing-cache'
import { refreshSearchVectors, searchDocumentOf } from './search-vector'
import type { ServiceContext } from '../../core/service-context'

type SignedIn = NonNullable<Viewer>

/** 'Validation failed: <path>: <message>' for one field, in the shape of the schema's errors. */
export function fieldError(path: string, message: string): AppError {
  return new AppError(ErrorCode.VALIDATION_ERROR, {
    message: `Validation failed: ${path}: ${message}`,
    details: { issues: [{ path, message }] },
  })
}

const forbidden = (message?: string) =>
  new AppError(ErrorCode.AUTHORIZATION_ERROR, message ? { message } : {})

/**
 * The job if the viewer may see it, else 404 (a hidden job's existence does not leak); then 403 unless the
 * viewer may also do `action`.
 */
export async function loadJobFor(
  db: Db,
  viewer: Viewer,
  key: { id: string } | { slug: string },
  action: JobAction,
  now: Date,
): Promise<JobRecord> {
  const record = await findJob(db, key)
  if (!record) throw jobNotFound()
  const resource = jobResource(record, now)
  if (!canOnJob(viewer, 'view', resource)) throw jobNotFound()
  if (action !== 'view' && !canOnJob(viewer, action, resource)) throw forbidden()
  return record
}

/** 'Senior Engineer' + id → 'senior-engineer-5f2a1b3c4d6e' (the id's last 12 hex digits keep it unique). */
export function jobSlug(title: string, id: string): string {
  return `${slugify(title, { fallback: 'job' })}-${id.replace(/-/g, '').slice(-12)}`
}

type SalaryColumns = Pick<
  JobInsert,
  'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod' | 'salaryMinYearly' | 'salaryMaxYearly'
>

/** The salary input → its columns, with the yearly amounts the salary filter compares. */
export function salaryColumns(salary: JobCreateValues['salary']): SalaryColumns {
  if (!salary) {
    return {
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: null,
      salaryPeriod: null,
      salaryMinYearly: null,
      salaryMaxYearly: null,
    }
  }
  const period: SalaryPeriod = salary.period ?? 'yearly'
  const yearly = (value: number | null | undefined) =>
    value === null || value === undefined ? null : Math.round(value * YEARLY_FACTOR[period] * 100) / 100
  return {
    salaryMin: salary.min ?? null,
    salaryMax: salary.max ?? null,
    salaryCurrency: salary.currency,
    salaryPeriod: period,
    salaryMinYearly: yearly(salary.min),
    salaryMaxYearly: yearly(salary.max),
  }
}

const skillKeys = (skills: readonly string[]) => skills.map((skill) => skill.toLowerCase())

/**
 * The company a job is posted for: the one named (the caller must be allowed to post for it), else the
 * first company of the caller's current account, else the first they created. None → a 400 on companyId.
 */
async function companyToPostFor(
  db: Db,
  viewer: SignedIn,
  companyId: string | undefined,
): Promise<CompanyRow> {
  let company: CompanyRow | undefined
  if (companyId) {
    ;[company] = await db.select().from(companies).where(eq(companies.id, companyId))
    if (!company || !companyCan(viewer, 'view', resourceOf(company))) {
      throw fieldError('companyId', 'This company does not exist')
    }
  } else {
    if (viewer.accountId) {
      ;[company] = await db
        .select()
        .from(companies)
        .where(eq(companies.accountId, viewer.accountId))
        .orderBy(asc(companies.createdAt), asc(companies.id))
        .limit(1)
    }
    company ??= (
      await db
        .select()
        .from(companies)
        .where(eq(companies.ownerUserId, viewer.userId))
        .orderBy(asc(companies.createdAt), asc(companies.id))
        .limit(1)
    )[0]
    if (!company) throw fieldError('companyId', 'Create a company profile before posting jobs')
  }
  if (!companyCan(viewer, 'postJob', resourceOf(company))) {
    throw forbidden('You cannot post jobs for this company.')
  }
  return company
}

/** A new, changed expiry date must lie in the future. */
function checkExpiry(expiry: string | null | undefined, current: Date | null, now: Date) {
  if (!expiry) return
  if (current && current.toISOString() === expiry) return
  if (new Date(expiry).getTime() <= now.getTime()) {
    throw fieldError('expirationDate', 'The expiration date must be in the future')
  }
}

/** Publishing, activating or reopening an expired job is refused: it would not appear anyway. */
function checkCanGoLive(expiryDate: Date | null, now: Date) {
  if (isJobExpired(expiryDate, now)) {
    throw new AppError(ErrorCode.CONFLICT_ERROR, {
      message: 'This job has expired. Set a later expiration date before publishing it.',
    })
  }
}

async function reload(db: Db, id: string, viewer: Viewer, now: Date): Promise<Job> {
  const record = await findJob(db, { id })
  if (!record) throw jobNotFound()
  return toJob(record, now, { viewer, saved: false })
}

/** POST /api/Job. Capability "post jobs" (recruiter, employer, admin, super admin). */
export async function createJob(ctx: ServiceContext, viewer: SignedIn, input: JobCreateValues): Promise<Job> {
  const { db } = ctx
  const now = ctx.now()
  if (!roleCan(viewer.role, 'postJobs')) throw forbidden('Only recruiters and employers can post jobs.')
  const status = INPUT_STATUS_TO_STATUS[input.status ?? 'Open']
  if (status !== 'draft' && status !== 'active') {
    throw fieldError('status', 'A new job can only be Draft or Open')
  }
  checkExpiry(input.expirationDate, null, now)
  const company = await companyToPostFor(db, viewer, input.companyId)
  const id = randomUUID()
  const skills = input.skills ?? []
  const values = {
    id,
    slug: jobSlug(input.title, id),
    title: input.title,
    description: input.description,
    responsibilities: input.responsibilities ?? [],
    requirements: input.requirements ?? [],
    skills,
    skillKeys: skillKeys(skills),
    companyId: company.id,
    accountId: company.accountId ?? viewer.accountId,
    createdBy: viewer.userId,
    location: input.location || null,
    employmentTypes: input.employmentType ?? [],
    seniority: input.seniority ?? [],
    workSetting: input.workSetting ?? null,
    isRemote: isRemoteSetting(input.workSetting),
    isPublic: input.isPublic ?? true,
    ...salaryColumns(input.salary),
    status,
    postedDate: status === 'active' ? now : null,
    expiryDate: input.expirationDate ? new Date(input.expirationDate) : null,
    createdAt: now,
    updatedAt: now,
  } satisfies JobInsert
  await db.insert(jobs).values({ ...values, ...searchDocumentOf(values, company.name) })
  invalidateJobListings()
  return reload(db, id, viewer, now)
}

/** The columns a status change sets (postedDate on the first publication). */
function statusChange(record: JobRecord, to: JobStatus, now: Date): Partial<JobInsert> {
  const set: Partial<JobInsert> = { status: to }
  if (to === 'active' && record.postedDate === null) set.postedDate = now
  return set
}

function transitionError(from: JobStatus, to: JobStatus): AppError {
  const allowed = JOB_STATUS_TRANSITIONS[from]
  return new AppError(ErrorCode.CONFLICT_ERROR, {
    message:
      allowed.length === 0
        ? `A ${from} job cannot change status. Clone it to post it again.`
        : `A ${from} job cannot become ${to}; it can become ${allowed.join(' or ')}.`,
    details: { from, to, allowed },
  })
}

/** PUT /api/Job/{id}: only the fields sent change; a status goes through the transition table. */
export async function updateJob(
  ctx: ServiceContext,
  viewer: SignedIn,
  id: string,
  input: JobUpdateValues,
): Promise<Job> {
  const { db } = ctx
  const now = ctx.now()
  const record = await loadJobFor(db, viewer, { id }, 'edit', now)
  const set: Partial<JobInsert> = { updatedAt: now }
  if (input.title !== undefined) set.title = input.title
  if (input.description !== undefined) set.description = input.description
  if (input.responsibilities !== undefined) set.responsibilities = input.responsibilities
  if (input.requirements !== undefined) set.requirements = input.requirements
  if (input.skills !== undefined) {
    set.skills = input.skills
    set.skillKeys = skillKeys(input.skills)
  }
  if (input.location !== undefined) set.location = input.location || null
  if (input.employmentType !== undefined) set.employmentTypes = input.employmentType
  if (input.seniority !== undefined) set.seniority = input.seniority
  if (input.workSetting !== undefined) {
    set.workSetting = input.workSetting
    set.isRemote = isRemoteSetting(input.workSetting)
  }
  if (input.isPublic !== undefined) set.isPublic = input.isPublic
  if (input.salary !== undefined) Object.assign(set, salaryColumns(input.salary))
  if (input.expirationDate !== undefined) {
    checkExpiry(input.expirationDate, record.expiryDate, now)
    set.expiryDate = input.expirationDate ? new Date(input.expirationDate) : null
  }
  if (input.companyId !== undefined && input.companyId !== record.companyId) {
    const company = await companyToPostFor(db, viewer, input.companyId)
    set.companyId = company.id
    set.accountId = company.accountId ?? record.accountId
  }
  if (input.status !== undefined) {
    const to = INPUT_STATUS_TO_STATUS[input.status]
    if (to !== record.status) {
      if (!canOnJob(viewer, 'manage', jobResource(record, now))) throw forbidden()
      if (!canTransition(record.status, to)) throw transitionError(record.status, to)
      if (to === 'active')
        checkCanGoLive(set.expiryDate !== undefined ? set.expiryDate : record.expiryDate, now)
      Object.assign(set, statusChange(record, to, now))
    }
  }
  await db.update(jobs).set(set).where(eq(jobs.id, record.id))
  await refreshSearchVectors(db, sql`${jobs.id} = ${record.id}`)
  invalidateJobListings()
  return reload(db, record.id, viewer, now)
}

/** POST /api/Job/{id}/status: publish, pause, activate, reopen, close, mark hired (the transition table). */
export async function changeJobStatus(
  ctx: ServiceContext,
  viewer: SignedIn,
  id: string,
  to: JobStatus,
): Promise<{ job: Job; message: string }> {
  const { db } = ctx
  const now = ctx.now()
  const record = await loadJobFor(db, viewer, { id }, 'manage', now)
  if (record.status === to)
    return { job: toJob(record, now, { viewer, saved: false }), message: 'No change.' }
  const action = jobStatusAction(record.status, to)
  if (!action) throw transitionError(record.status, to)
  if (to === 'active') checkCanGoLive(record.expiryDate, now)
  await db
    .update(jobs)
    .set({ ...statusChange(record, to, now), updatedAt: now })
    .where(eq(jobs.id, record.id))
  invalidateJobListings()
  return { job: await reload(db, record.id, viewer, now), message: JOB_STATUS_MESSAGES[action] }
}

/** POST /api/Job/{id}/clone: a new draft with the same content, in the same company; counters at zero. */
export async function cloneJob(ctx: ServiceContext, viewer: SignedIn, id: string): Promise<Job> {
  const { db } = ctx
  const now = ctx.now()
  const source = await loadJobFor(db, viewer, { id }, 'clone', now)
  const newId = randomUUID()
  const title = `${source.title} (copy)`.slice(0, JOB_TITLE_MAX)
  await db.insert(jobs).values({
    id: newId,
    slug: jobSlug(title, newId),
    title,
    description: source.description,
    responsibilities: source.responsibilities,
    requirements: source.requirements,
    skills: source.skills,
    skillKeys: source.skillKeys,
    companyId: source.companyId,
    accountId: source.accountId,
    createdBy: viewer.userId,
    location: source.location,
    employmentTypes: source.employmentTypes,
    seniority: source.seniority,
    workSetting: source.workSetting,
    isRemote: source.isRemote,
    isPublic: source.isPublic,
    salaryMin: source.salaryMin,
    salaryMax: source.salaryMax,
    salaryCurrency: source.salaryCurrency,
    salaryPeriod: source.salaryPeriod,
    salaryMinYearly: source.salaryMinYearly,
    salaryMaxYearly: source.salaryMaxYearly,
    status: 'draft',
    postedDate: null,
    // The source's date may have passed; the new draft gets its own when it is published.
    expiryDate: null,
    ...searchDocumentOf({ ...source, title }, source.companyName),
    createdAt: now,
    updatedAt: now,
  })
  return reload(db, newId, viewer, now)
}

/**
 * DELETE /api/Job/{id}: a tombstone (deleted_at). The job leaves every list and detail; saved copies are
 * reported as deleted in GET /saved.
 */
export async function deleteJob(
  ctx: ServiceContext,
  viewer: SignedIn,
  id: string,
): Promise<{ id: string; deleted: true }> {
  const { db } = ctx
  const now = ctx.now()
  const record = await loadJobFor(db, viewer, { id }, 'delete', now)
  await db
    .update(jobs)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(jobs.id, record.id), sql`${jobs.deletedAt} is null`))
  invalidateJobListings()
  return { id: record.id, deleted: true }
}
