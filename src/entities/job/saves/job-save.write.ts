import type { SavedJobList } from '@/api/jobs/job-saves'
import { SAVE_JOB_TOASTS } from './save-job-toasts'
import { defineOfflineWrite } from '@/lib/sync/offline-write'
import { findCachedJob } from './job-cache'
import { applyConfirmedSave } from './save-overlay'
import { SAVED_JOBS_QUERY_KEY } from './saved-jobs-query'

/** Save or unsave one job; `title` only names the write for people. */
export type JobSaveInput = { jobId: string; saved: boolean; title?: string }

const savedAtOf = (data: unknown): string | null => {
  const value = (data as { savedAt?: unknown } | null)?.savedAt
  return typeof value === 'string' ? value : null
}

/**
 * Saving a job ("Save job toggles saved/unsaved"), as an offline write: one entity per job,
 * `job-save:<id>`, each write setting the whole state — POST /api/Job/{id}/save saves, DELETE unsaves.
 */
export const jobSaveWrite = defineOfflineWrite<JobSaveInput, boolean>({
  kind: 'job-save',
  entity: ({ jobId }) => jobId,
  request: ({ jobId, saved }) => ({
    method: saved ? 'POST' : 'DELETE',
    path: `/api/Job/${encodeURIComponent(jobId)}/save`,
  }),
  label: ({ saved, title }) => {
    const what = title?.trim() ? `“${title.trim()}”` : 'job'
    return saved ? `Save ${what}` : `Unsave ${what}`
  },
  // While the write waits, the job shows as the user set it.
  optimistic: ({ saved }) => saved,
  serverData: SAVED_JOBS_QUERY_KEY,
  // Accepted: into the saved list at once, with the server's savedAt (a job the cache does not hold comes with
  // the refetch).
  settle: ({ queryClient, now }, { jobId, saved }, data) => {
    const list = queryClient.getQueryData<SavedJobList>(SAVED_JOBS_QUERY_KEY)
    if (!list) return
    const savedAt = savedAtOf(data) ?? new Date(now).toISOString()
    const job = findCachedJob(queryClient, jobId)
    queryClient.setQueryData(SAVED_JOBS_QUERY_KEY, applyConfirmedSave(list, jobId, saved, job, savedAt))
  },
  // Refused or discarded: nothing outside the overlay changed, so the job simply shows the server's state again.
  texts: {
    done: ({ saved }) => (saved ? SAVE_JOB_TOASTS.saved : SAVE_JOB_TOASTS.removed),
    failed: ({ saved }) => (saved ? SAVE_JOB_TOASTS.saveFailed : SAVE_JOB_TOASTS.unsaveFailed),
  },
})
