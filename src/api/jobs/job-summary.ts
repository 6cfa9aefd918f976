import * as v from 'valibot'
import { PageQuerySchema, PagedSchema, type Paged } from '../pagination'
import { EXPERIENCE_LEVELS, LIST_EMPLOYMENT_TYPES } from './job-list-enums'
import { JOB_STATUSES } from './job-statuses'

/**
 * The owner's dashboard list, GET /api/Job/GetSummaryItems (seed 2 §3 "Job summary"): the caller's own jobs
 * in any status, with their counters.
 */

const nullableString = v.nullable(v.string())
const nullableNumber = v.nullable(v.number())

/** Seed 2's job summary plus ours: status, isExpired and the view, application and save counters. */
export const JobSummarySchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  /** A plain-text excerpt of the description (≤ 200 characters). */
  summary: v.string(),
  company: v.string(),
  companyId: v.string(),
  location: nullableString,
  employmentType: v.nullable(v.picklist(LIST_EMPLOYMENT_TYPES)),
  experienceLevel: v.nullable(v.picklist(EXPERIENCE_LEVELS)),
  salaryMin: nullableNumber,
  salaryMax: nullableNumber,
  currency: nullableString,
  postedDate: nullableString,
  expiryDate: nullableString,
  isRemote: v.boolean(),
  isPublic: v.boolean(),
  status: v.picklist(JOB_STATUSES),
  isExpired: v.boolean(),
  views: v.number(),
  applications: v.number(),
  saves: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
  /** The user who created it. */
  userId: v.string(),
})
export type JobSummary = v.InferOutput<typeof JobSummarySchema>

export const JobSummaryListSchema = PagedSchema(JobSummarySchema)
export type JobSummaryList = Paged<JobSummary>

/** The query: page, limit and an optional status (any case; empty means every status). */
export const JobSummaryQuerySchema = v.object({
  ...PageQuerySchema.entries,
  status: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => (value === '' ? undefined : value.toLowerCase())),
      v.union([v.undefined(), v.picklist(JOB_STATUSES)], `Status must be one of ${JOB_STATUSES.join(', ')}`),
    ),
  ),
})
export type JobSummaryQuery = v.InferOutput<typeof JobSummaryQuerySchema>
