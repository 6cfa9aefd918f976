import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { SAVE_JOB_TOASTS } from './save-job-toasts'
import type { Job } from '@/api/jobs/job-full'
import { signedInUserId } from '@/lib/session/session'
import { useSignedInUserId } from '@/lib/session/use-session'
import { useSignInPrompt } from '@/entities/session/use-sign-in-prompt'
import type { EntitySyncState } from '@/lib/sync/outbox-store'
import { OfflineError } from '@/lib/offline-query'
import { usePendingWrites, useOfflineWrite } from '@/lib/sync/use-offline-write'
import { findCachedJob, jobQueryKey, seedJobDetail } from './job-cache'
import { jobSaveWrite } from './job-save.write'
import { overlaySavedList, type SavedJobView } from './save-overlay'
import { savedJobsQueryOptions } from './saved-jobs-query'

export type JobSaveOptions = {
  /** The job as the caller has it: kept as its detail (opens offline) and shown in Saved before the server confirms. */
  job?: Job
  /** The job's own `isSaved` flag, used until the saved list has loaded. */
  initialSaved?: boolean
}

export type JobSave = {
  isSaved: boolean
  /** 'pending' → "Waiting to sync", 'failed' → "Sync failed" (the outbox's Retry / Discard). */
  syncState: EntitySyncState
  isSignedIn: boolean
  /** Saves or unsaves; a visitor is told 'Please sign in to save jobs' (with a Sign in action). */
  toggle: () => Promise<void>
}

/**
 * The save state of one job for the signed-in user ("Save job toggles saved/unsaved"): the saved
 * list (GET /api/Job/saved) overlaid with the outbox's waiting writes (`job-save:<id>`) and this tab's
 * intents, so it is optimistic, works offline and rolls back when the server refuses the write.
 */
export function useJobSave(jobId: string, { job, initialSaved }: JobSaveOptions = {}): JobSave {
  const queryClient = useQueryClient()
  const promptSignIn = useSignInPrompt()
  const userId = useSignedInUserId()
  const savedList = useQuery({
    ...savedJobsQueryOptions(),
    enabled: userId !== null,
    select: (list) => list.items.some((item) => item.jobId === jobId),
  })
  const save = useOfflineWrite(jobSaveWrite, jobId, {
    state: savedList.data ?? initialSaved,
    updatedAt: savedList.dataUpdatedAt,
  })
  const isSaved = userId !== null && (save.state ?? false)

  const { write } = save
  const toggle = useCallback(async () => {
    if (!signedInUserId()) return promptSignIn('save-job-sign-in', SAVE_JOB_TOASTS.signInRequired)
    // Kept as the job's detail: the saved job opens offline and shows in Saved before the server confirms.
    if (job && queryClient.getQueryData(jobQueryKey(jobId)) === undefined) seedJobDetail(queryClient, job)
    await write({ jobId, saved: !isSaved, ...(job?.title ? { title: job.title } : {}) })
  }, [isSaved, job, jobId, queryClient, promptSignIn, write])

  return { isSaved, syncState: save.syncState, isSignedIn: userId !== null, toggle }
}

export type SavedJobs = {
  /** The saved list to show (waiting saves first, waiting unsaves left out). */
  items: SavedJobView[]
  /** When the server's list was last fetched (null when never): the "Last checked" of the Saved view. */
  lastCheckedAt: number | null
  isSignedIn: boolean
  /** Loading for the first time (false offline: then `error` is an OfflineError). */
  isPending: boolean
  isFetching: boolean
  /** The last fetch failed (the items, if any, are from before); an OfflineError when offline with none kept. */
  error: Error | null
  refetch: () => void
}

/**
 * The signed-in user's saved jobs as the screen should show them, readable offline: the server's list with
 * the outbox's waiting writes and this tab's intents applied. Closed, expired, unavailable and deleted jobs
 * stay in the list, marked by `state`.
 */
export function useSavedJobs(): SavedJobs {
  const queryClient = useQueryClient()
  const userId = useSignedInUserId()
  const query = useQuery({ ...savedJobsQueryOptions(), enabled: userId !== null })
  const pending = usePendingWrites(jobSaveWrite, query.dataUpdatedAt)

  const items = useMemo(
    () =>
      userId === null ? [] : overlaySavedList(query.data, pending, (id) => findCachedJob(queryClient, id)),
    [pending, query.data, queryClient, userId],
  )
  const { refetch } = query
  // Offline with nothing kept on this device, the fetch waits (paused) rather than fails: say so.
  const offlineEmpty = query.data === undefined && query.fetchStatus === 'paused'
  return {
    items,
    lastCheckedAt: query.dataUpdatedAt > 0 ? query.dataUpdatedAt : null,
    isSignedIn: userId !== null,
    isPending: userId !== null && query.isPending && !offlineEmpty,
    isFetching: query.isFetching,
    error: query.error ?? (userId !== null && offlineEmpty ? new OfflineError() : null),
    refetch: useCallback(() => void refetch(), [refetch]),
  }
}
