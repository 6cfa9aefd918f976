import type { QueryClient } from '@tanstack/react-query'
import { SAVE_JOB_TEXTS, type Job, type SavedJobList } from '@/api/jobs'
import { isOnEntry } from '@/lib/sync/outbox-toggle'
import {
  createOutboxToggleSync,
  type OutboxToggleDeps,
  type SetToggleResult,
  type ToggleIntentsStore,
} from '@/lib/sync/outbox-toggle-sync'
import { findCachedJob, jobQueryKey, seedJobDetail } from './job-cache'
import { JOB_SAVE_PREFIX, jobSaveWrite } from './job-save-write'
import { applyConfirmedSave } from './save-overlay'
import { SAVED_JOBS_QUERY_KEY } from './saved-jobs-query'

export type SavedJobsSyncDeps = OutboxToggleDeps & { queryClient: QueryClient }

export type SavedJobsSync = {
  /** This tab's recent intents (see outbox-toggle.ts). */
  intents: ToggleIntentsStore
  /**
   * Saves or unsaves through the outbox: shown at once, sent when possible. `job` (from the card or page) is
   * kept as the job's detail so the saved job opens offline and shows in the Saved list before the server
   * confirms.
   */
  setSaved: (jobId: string, save: boolean, job?: Job) => Promise<SetToggleResult>
  stop: () => void
}

const savedAtOf = (data: unknown): string | null => {
  const value = (data as { savedAt?: unknown } | null)?.savedAt
  return typeof value === 'string' ? value : null
}

/**
 * The save toggle's engine (seed 2 §4 and §8): the outbox toggle of outbox-toggle-sync.ts for `job-save:<id>`.
 * An accepted save or unsave goes into the saved list at once (with the server's savedAt); a refusal says
 * 'Failed to save job' with the server's reason.
 */
export function createSavedJobsSync({ queryClient, ...deps }: SavedJobsSyncDeps): SavedJobsSync {
  const now = deps.now ?? Date.now
  const toggle = createOutboxToggleSync(deps, {
    prefix: JOB_SAVE_PREFIX,
    write: jobSaveWrite,
    accepted: (jobId, entry, data) => {
      const saved = isOnEntry(entry)
      const list = queryClient.getQueryData<SavedJobList>(SAVED_JOBS_QUERY_KEY)
      if (list) {
        const job = findCachedJob(queryClient, jobId)
        const savedAt = savedAtOf(data) ?? new Date(now()).toISOString()
        queryClient.setQueryData<SavedJobList>(
          SAVED_JOBS_QUERY_KEY,
          applyConfirmedSave(list, jobId, saved, job, savedAt),
        )
      }
      return saved
    },
    refetch: () => void queryClient.invalidateQueries({ queryKey: SAVED_JOBS_QUERY_KEY }),
    successText: (saved) => (saved ? SAVE_JOB_TEXTS.saved : SAVE_JOB_TEXTS.removed),
    failureText: (saved) => (saved ? SAVE_JOB_TEXTS.saveFailed : SAVE_JOB_TEXTS.unsaveFailed),
  })

  return {
    intents: toggle.intents,
    setSaved: (jobId, save, job) => {
      if (job && deps.getUserId() && queryClient.getQueryData(jobQueryKey(jobId)) === undefined) {
        seedJobDetail(queryClient, job)
      }
      return toggle.set(jobId, save, job?.title)
    },
    stop: toggle.stop,
  }
}
