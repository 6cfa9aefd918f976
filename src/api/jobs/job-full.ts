import * as v from 'valibot'
import { PagedSchema, type Paged } from '../pagination'
import { JOB_EMPLOYMENT_TYPES, JOB_SENIORITIES, JOB_WORK_SETTINGS } from './job-input-enums'
import { EXPERIENCE_LEVELS, LIST_EMPLOYMENT_TYPES } from './job-list-enums'
import { SALARY_PERIODS } from './job-salary'
import { JOB_STATUSES } from './job-statuses'

/**
 * The full job as the server answers it: GET /api/Job/{id}, /slug/{slug} and every item of GET /api/Job
 * (seed 2 §3 "Job (full)" and "Job list response").
 */

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

/**
 * Seed 2's full job plus ours: slug, status, isExpired, the creation input's values (for the edit form),
 * counters and the caller's own fields (isSaved, permissions).
 */
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

/** GET /api/Job: a page of full jobs, so the cards and the offline detail page share them. */
export const JobListResponseSchema = PagedSchema(JobSchema)
export type JobListResponse = Paged<Job>
