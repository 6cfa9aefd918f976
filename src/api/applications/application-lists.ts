import * as v from 'valibot'
import { PageQuerySchema, PagedSchema, type Paged } from '../pagination'
import { JOB_STATUSES } from '../jobs/job-statuses'
import { APPLICATION_STAGES } from './application-stages'
import {
  ApplicantApplicationSchema,
  ReviewerApplicationSummarySchema,
  type ApplicantApplication,
} from './application-views'

/**
 * The lists of applications: the applicant's own (GET /api/Applications/me), one job's review board
 * (GET /api/Job/{id}/applications) and the reviewer's pipeline over all their jobs
 * (GET /api/Applications/pipeline, for dashboards).
 */

/** How many applications are in each stage. */
export const StageCountsSchema = v.object({
  applied: v.number(),
  screening: v.number(),
  interview: v.number(),
  offer: v.number(),
  hired: v.number(),
  rejected: v.number(),
})
export type StageCounts = v.InferOutput<typeof StageCountsSchema>

export const emptyStageCounts = (): StageCounts => ({
  applied: 0,
  screening: 0,
  interview: 0,
  offer: 0,
  hired: 0,
  rejected: 0,
})

/** GET /api/Applications/me. */
export const MyApplicationListSchema = PagedSchema(ApplicantApplicationSchema)
export type MyApplicationList = Paged<ApplicantApplication>

/**
 * GET /api/Job/{id}/applications: the page (newest first) for the stage filter, plus counts per stage over
 * ALL the job's applications (the pipeline header, unaffected by the filter) and how many are stale.
 */
export const JobApplicationListSchema = v.object({
  ...PagedSchema(ReviewerApplicationSummarySchema).entries,
  jobId: v.string(),
  counts: StageCountsSchema,
  staleCount: v.number(),
})
export type JobApplicationList = v.InferOutput<typeof JobApplicationListSchema>

/** Query of both lists: page, limit (1–100, default 20) and an optional stage. */
export const ApplicationListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  stage: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => (value.trim() === '' ? undefined : value.trim().toLowerCase())),
      v.union(
        [v.undefined(), v.picklist(APPLICATION_STAGES)],
        `Stage must be one of ${APPLICATION_STAGES.join(', ')}`,
      ),
    ),
  ),
})
export type ApplicationListQuery = v.InferOutput<typeof ApplicationListQuerySchema>

/** One job of the reviewer's pipeline (GET /api/Applications/pipeline). */
export const PipelineJobSchema = v.object({
  jobId: v.string(),
  title: v.string(),
  company: v.string(),
  status: v.picklist(JOB_STATUSES),
  counts: StageCountsSchema,
  total: v.number(),
  staleCount: v.number(),
  /** When the newest application arrived (null: none yet). */
  lastAppliedAt: v.nullable(v.string()),
})
export type PipelineJob = v.InferOutput<typeof PipelineJobSchema>

/**
 * GET /api/Applications/pipeline: every job the caller may review that has applications or is active
 * (newest activity first, at most PIPELINE_MAX_JOBS), and the totals over them.
 */
export const ReviewerPipelineSchema = v.object({
  jobs: v.array(PipelineJobSchema),
  totals: StageCountsSchema,
  total: v.number(),
  staleCount: v.number(),
})
export type ReviewerPipeline = v.InferOutput<typeof ReviewerPipelineSchema>
export const PIPELINE_MAX_JOBS = 50
