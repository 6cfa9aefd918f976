import { onlineManager, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo } from 'react'
import { useStore } from 'zustand'
import { SAVE_JOB_TEXTS, type Job } from '@/api/jobs'
import { toaster } from '@/components/ui/toaster'
import { sessionStore, signedInUserId } from '@/lib/session/session'
import { useSignedInUserId } from '@/lib/session/use-session'
import { useSignInPrompt } from '@/entities/session/use-sign-in-prompt'
import {
  onOutboxOutcome,
  outboxStore,
  queueWrite,
  reloadOutboxStore,
  useEntitySyncState,
  type EntitySyncState,
} from '@/lib/sync/outbox-store'
import { OfflineError } from '@/lib/offline-query'
import { queuedToggles, resolveToggle } from '@/lib/sync/outbox-toggle'
import { createToggleIntentsStore } from '@/lib/sync/outbox-toggle-sync'
import { findCachedJob } from './job-cache'
import { JOB_SAVE_PREFIX, jobSaveEntityKey } from './job-save-write'
import { overlaySavedList, type SavedJobView } from './save-overlay'
import { savedJobsQueryOptions } from './saved-jobs-query'
import { createSavedJobsSync, type SavedJobsSync } from './saved-jobs-sync'

/** The tab's save intents, shared by the sync and the hooks (the hooks may render before the sync starts). */
const intentsStore = createToggleIntentsStore()
let active: { queryClient: QueryClient; sync: SavedJobsSync } | null = null

/** The save engine for the app's query client, once per tab (the root layout starts it; hooks make sure). */
export function ensureSavedJobsSync(queryClient: QueryClient): SavedJobsSync {
  if (active?.queryClient !== queryClient) {
    active?.sync.stop()
    active = {
      queryClient,
      sync: createSavedJobsSync({
        queryClient,
        getUserId: signedInUserId,
        isOnline: () => onlineManager.isOnline(),
        queueWrite,
        reloadOutbox: reloadOutboxStore,
        onOutcome: (handlers) => onOutboxOutcome(JOB_SAVE_PREFIX, handlers),
        notify: (toast) => void toaster.create(toast),
        subscribeUser: (listener) => sessionStore.subscribe(listener),
        intents: intentsStore,
      }),
    }
  }
  return active.sync
}

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
 * The save state of one job for the signed-in user (seed 2 §4 "Save job toggles saved/unsaved"): the saved
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
  const queued = useStore(
    outboxStore,
    (s) => queuedToggles(JOB_SAVE_PREFIX, s.entries, userId).get(jobId)?.on,
  )
  const intent = useStore(intentsStore, (s) => s.intents[jobId])
  const syncState = useEntitySyncState(jobSaveEntityKey(jobId))

  useEffect(() => {
    ensureSavedJobsSync(queryClient)
  }, [queryClient])

  const isSaved =
    userId !== null &&
    (resolveToggle({
      queued,
      intent,
      server: savedList.data ?? initialSaved,
      serverUpdatedAt: savedList.dataUpdatedAt,
    }) ??
      false)

  const toggle = useCallback(async () => {
    if (!signedInUserId()) return promptSignIn('save-job-sign-in', SAVE_JOB_TEXTS.signInRequired)
    await ensureSavedJobsSync(queryClient).setSaved(jobId, !isSaved, job)
  }, [isSaved, job, jobId, queryClient, promptSignIn])

  return { isSaved, syncState, isSignedIn: userId !== null, toggle }
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
  const entries = useStore(outboxStore, (s) => s.entries)
  const intents = useStore(intentsStore, (s) => s.intents)

  useEffect(() => {
    ensureSavedJobsSync(queryClient)
  }, [queryClient])

  const items = useMemo(
    () =>
      userId === null
        ? []
        : overlaySavedList(
            query.data,
            query.dataUpdatedAt,
            queuedToggles(JOB_SAVE_PREFIX, entries, userId),
            intents,
            (id) => findCachedJob(queryClient, id),
          ),
    [entries, intents, query.data, query.dataUpdatedAt, queryClient, userId],
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
