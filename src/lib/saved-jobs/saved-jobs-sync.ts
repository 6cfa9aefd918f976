import type { QueryClient } from '@tanstack/react-query'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { SAVE_JOB_TEXTS, type Job, type SavedJobList } from '@/api/jobs'
import type { OutboxEntry, OutboxWrite } from '@/lib/outbox/types'
import { findCachedJob, jobQueryKey, seedJobDetail } from './job-cache'
import { isSaveEntry, jobSaveWrite, savedJobIdOf } from './job-save-write'
import { applyConfirmedSave, type SaveIntents } from './save-overlay'
import { SAVED_JOBS_QUERY_KEY } from './saved-jobs-query'

export type SaveToast = { type: 'success' | 'error' | 'info'; title: string; description?: string }

export type SaveOutcomeHandlers = {
  sent: (entry: OutboxEntry, data: unknown) => void
  failed: (entry: OutboxEntry) => void
  discarded: (entry: OutboxEntry) => void
}

export type SavedJobsSyncDeps = {
  queryClient: QueryClient
  getUserId: () => string | null
  isOnline: () => boolean
  /** queueWrite of the outbox store. */
  queueWrite: (write: OutboxWrite) => Promise<OutboxEntry>
  /** Re-reads the outbox store, so the overlay sees a write just queued. */
  reloadOutbox: () => Promise<void>
  /** onOutboxOutcome('job-save', handlers) */
  onOutcome: (handlers: SaveOutcomeHandlers) => () => void
  notify: (toast: SaveToast) => void
  now?: () => number
  /** Where the intents live (the page shares one store with its hooks); a new one by default. */
  intents?: StoreApi<{ intents: SaveIntents }>
}

export const createSaveIntentsStore = () => createStore<{ intents: SaveIntents }>()(() => ({ intents: {} }))

/** Appended to the success text when the write waits for the network. */
export const OFFLINE_SAVE_SUFFIX = " — will sync when you're back online"
/**
 * A write the server accepted within this long of the click gets its own success toast; one that took longer
 * waited (offline, retries) and ends in the outbox's own "Your offline changes were synced".
 */
export const INSTANT_SAVE_MS = 3_000

export type SetSavedResult = 'queued' | 'signed-out' | 'failed'

export type SavedJobsSync = {
  /** This tab's recent intents (see save-overlay.ts). */
  intents: StoreApi<{ intents: SaveIntents }>
  /**
   * Saves or unsaves through the outbox: shown at once, sent when possible. `job` (from the card or page) is
   * kept as the job's detail so the saved job opens offline and shows in the Saved list before the server
   * confirms.
   */
  setSaved: (jobId: string, save: boolean, job?: Job) => Promise<SetSavedResult>
  stop: () => void
}

const successText = (saved: boolean) => (saved ? SAVE_JOB_TEXTS.saved : SAVE_JOB_TEXTS.removed)
const failureText = (saved: boolean) => (saved ? SAVE_JOB_TEXTS.saveFailed : SAVE_JOB_TEXTS.unsaveFailed)

const savedAtOf = (data: unknown): string | null => {
  const value = (data as { savedAt?: unknown } | null)?.savedAt
  return typeof value === 'string' ? value : null
}

/**
 * The save toggle's engine (seed 2 §4 and §8): optimistic writes through the outbox, the toasts, and what
 * happens when a write leaves the outbox, whichever context sent it:
 * - sent → the saved list takes the server's word at once (no flicker when the waiting write disappears) and
 *   is fetched again; a success toast for a click of this tab that went straight through;
 * - failed / discarded → the intent is dropped, so the overlay falls back to the server's word (rollback),
 *   and a refusal is reported ('Failed to save job' with the server's reason).
 */
export function createSavedJobsSync(deps: SavedJobsSyncDeps): SavedJobsSync {
  const now = deps.now ?? Date.now
  const intents = deps.intents ?? createSaveIntentsStore()
  /** jobId → the state whose acceptance this tab announces (clicked online). */
  const announce = new Map<string, boolean>()

  const setIntent = (jobId: string, saved: boolean) =>
    intents.setState((s) => ({ intents: { ...s.intents, [jobId]: { saved, at: now() } } }))
  /** Drops the intent unless the user clicked again after this entry was queued. */
  const dropIntent = (jobId: string, entry?: OutboxEntry) =>
    intents.setState((s) => {
      const current = s.intents[jobId]
      if (!current || (entry && current.at > entry.createdAt)) return s
      const { [jobId]: _dropped, ...rest } = s.intents
      return { intents: rest }
    })
  const newerIntent = (jobId: string, entry: OutboxEntry) => {
    const current = intents.getState().intents[jobId]
    return current !== undefined && current.at > entry.createdAt
  }

  const ownJobOf = (entry: OutboxEntry) => {
    const userId = deps.getUserId()
    return userId !== null && entry.userId === userId ? savedJobIdOf(entry) : null
  }
  const refetchList = () => void deps.queryClient.invalidateQueries({ queryKey: SAVED_JOBS_QUERY_KEY })

  const unsubscribe = deps.onOutcome({
    sent: (entry, data) => {
      const jobId = ownJobOf(entry)
      if (!jobId) return
      const saved = isSaveEntry(entry)
      const list = deps.queryClient.getQueryData<SavedJobList>(SAVED_JOBS_QUERY_KEY)
      if (list) {
        const job = findCachedJob(deps.queryClient, jobId)
        const savedAt = savedAtOf(data) ?? new Date(now()).toISOString()
        deps.queryClient.setQueryData<SavedJobList>(
          SAVED_JOBS_QUERY_KEY,
          applyConfirmedSave(list, jobId, saved, job, savedAt),
        )
      }
      // The server's word until the list is fetched again (also when no list was loaded yet).
      if (!newerIntent(jobId, entry)) setIntent(jobId, saved)
      refetchList()
      if (announce.get(jobId) === saved && now() - entry.createdAt < INSTANT_SAVE_MS) {
        deps.notify({ type: 'success', title: successText(saved) })
      }
      if (announce.get(jobId) === saved) announce.delete(jobId)
    },
    failed: (entry) => {
      const jobId = ownJobOf(entry)
      if (!jobId) return
      announce.delete(jobId)
      dropIntent(jobId, entry)
      refetchList()
      deps.notify({
        type: 'error',
        title: failureText(isSaveEntry(entry)),
        ...(entry.lastError?.message ? { description: entry.lastError.message } : {}),
      })
    },
    discarded: (entry) => {
      const jobId = ownJobOf(entry)
      if (!jobId) return
      dropIntent(jobId, entry)
      refetchList()
    },
  })

  async function setSaved(jobId: string, save: boolean, job?: Job): Promise<SetSavedResult> {
    const userId = deps.getUserId()
    if (!userId) return 'signed-out'
    setIntent(jobId, save)
    if (job && deps.queryClient.getQueryData(jobQueryKey(jobId)) === undefined) {
      seedJobDetail(deps.queryClient, job)
    }
    if (deps.isOnline()) announce.set(jobId, save)
    else {
      announce.delete(jobId)
      deps.notify({ type: 'success', title: `${successText(save)}${OFFLINE_SAVE_SUFFIX}` })
    }
    try {
      await deps.queueWrite(jobSaveWrite(userId, jobId, save, job?.title))
    } catch {
      // No outbox (IndexedDB unavailable): nothing was stored, so nothing will be sent.
      announce.delete(jobId)
      dropIntent(jobId)
      deps.notify({ type: 'error', title: failureText(save) })
      return 'failed'
    }
    await deps.reloadOutbox().catch(() => undefined)
    return 'queued'
  }

  return {
    intents,
    setSaved,
    stop: () => {
      unsubscribe()
      announce.clear()
    },
  }
}
