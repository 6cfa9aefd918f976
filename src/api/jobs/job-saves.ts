import * as v from 'valibot'
import { JobSchema } from './job-full'

/**
 * Saving jobs: saving toggles a job between saved and not saved (seed 2 §4). Paths: POST and DELETE
 * /api/Job/{id}/save, GET /api/Job/saved.
 */

/** What the server answers saving and unsaving with (seed 2 §8); the client shows it as a toast. */
export const SAVE_JOB_TEXTS = {
  saved: 'Job saved successfully',
  removed: 'Job removed from saved',
} as const

/** A user keeps at most this many saved jobs (GET /saved returns them all, for offline reading). */
export const MAX_SAVED_JOBS = 1_000

/** POST and DELETE /api/Job/{id}/save answer the state after the call. */
export const JobSaveStateSchema = v.object({
  jobId: v.string(),
  isSaved: v.boolean(),
  savedAt: v.nullable(v.string()),
})
export type JobSaveState = v.InferOutput<typeof JobSaveStateSchema>

/**
 * How a saved job stands now: 'active' (listed), 'closed' (closed or hired), 'expired', 'unavailable'
 * (the owner made it a draft, paused it or made it private), 'deleted'.
 */
export const SAVED_JOB_STATES = ['active', 'closed', 'expired', 'unavailable', 'deleted'] as const
export type SavedJobState = (typeof SAVED_JOB_STATES)[number]

/**
 * One entry of GET /api/Job/saved. `job` is the full job for active, closed and expired ones (readable
 * offline, marked by `state`); null for unavailable and deleted ones, which keep their title and company so
 * the client can say what went away.
 */
export const SavedJobSchema = v.object({
  jobId: v.string(),
  savedAt: v.string(),
  state: v.picklist(SAVED_JOB_STATES),
  title: v.string(),
  company: v.string(),
  job: v.nullable(JobSchema),
})
export type SavedJob = v.InferOutput<typeof SavedJobSchema>

export const SavedJobListSchema = v.object({
  items: v.array(SavedJobSchema),
  total: v.number(),
})
export type SavedJobList = v.InferOutput<typeof SavedJobListSchema>
