import type { Job, SavedJob, SavedJobList, SavedJobState } from '@/api/jobs'
import type { OutboxEntry } from '@/lib/outbox/types'
import { isSaveEntry, savedJobIdOf } from './job-save-write'

/**
 * What the screen shows as saved: the server's saved list (['saved-jobs']) overlaid with
 * 1. the user's writes still in the outbox (the latest per job wins; a refused one no longer counts — that is
 *    the rollback), then
 * 2. the tab's own recent intents: a click not yet visible in the outbox store, or a write the server just
 *    accepted while the list has not been fetched again. An intent only counts while it is newer than the
 *    list, so the next fetch settles everything.
 */

export type SaveIntent = { saved: boolean; at: number }
export type SaveIntents = Readonly<Record<string, SaveIntent>>

/** jobId → the state the user's waiting save writes will leave. */
export function queuedSaves(entries: readonly OutboxEntry[], userId: string | null): Map<string, SaveIntent> {
  const states = new Map<string, SaveIntent>()
  if (!userId) return states
  for (const entry of entries) {
    if (entry.userId !== userId || entry.status === 'failed') continue
    const jobId = savedJobIdOf(entry)
    if (jobId) states.set(jobId, { saved: isSaveEntry(entry), at: entry.createdAt })
  }
  return states
}

/** The one job's waiting write (true save, false unsave) or undefined; a primitive, for store selectors. */
export function queuedSaveOf(
  entries: readonly OutboxEntry[],
  userId: string | null,
  jobId: string,
): boolean | undefined {
  return queuedSaves(entries, userId).get(jobId)?.saved
}

export type SaveSources = {
  /** The waiting write, if any. */
  queued: boolean | undefined
  intent: SaveIntent | undefined
  /** The server's word (undefined while the saved list is unknown). */
  server: boolean | undefined
  /** When the saved list was fetched (0 when never). */
  serverUpdatedAt: number
}

/** Whether the job shows as saved; undefined when nothing is known yet. */
export function resolveSaved({ queued, intent, server, serverUpdatedAt }: SaveSources): boolean | undefined {
  if (queued !== undefined) return queued
  if (intent && intent.at >= serverUpdatedAt) return intent.saved
  return server
}

/** How a saved job stands by its own data (the server's `savedState`, for jobs the client adds itself). */
export function savedStateOfJob(job: Job): SavedJobState {
  if (job.status === 'draft' || job.status === 'paused' || !job.isPublic) return 'unavailable'
  if (job.status === 'closed' || job.status === 'hired') return 'closed'
  if (job.isExpired) return 'expired'
  return 'active'
}

export function savedItemOf(job: Job, savedAt: string): SavedJob {
  return { jobId: job.id, savedAt, state: savedStateOfJob(job), title: job.title, company: job.company, job }
}

/** A saved job as listed: `pending` while its save is still waiting to be sent. */
export type SavedJobView = SavedJob & { pending: boolean }

/**
 * The saved list to show: the server's items without those waiting to be (or just) unsaved, plus the jobs
 * waiting to be (or just) saved that `lookup` finds in the cache, newest first.
 */
export function overlaySavedList(
  list: SavedJobList | undefined,
  serverUpdatedAt: number,
  queued: ReadonlyMap<string, SaveIntent>,
  intents: SaveIntents,
  lookup: (jobId: string) => Job | undefined,
): SavedJobView[] {
  const serverIds = new Set((list?.items ?? []).map((item) => item.jobId))
  const shown = (jobId: string) =>
    resolveSaved({
      queued: queued.get(jobId)?.saved,
      intent: intents[jobId],
      server: serverIds.has(jobId),
      serverUpdatedAt,
    }) === true
  const kept: SavedJobView[] = (list?.items ?? [])
    .filter((item) => shown(item.jobId))
    .map((item) => ({ ...item, pending: queued.has(item.jobId) }))

  const candidates = new Map<string, number>()
  for (const [jobId, intent] of Object.entries(intents)) candidates.set(jobId, intent.at)
  for (const [jobId, write] of queued) candidates.set(jobId, write.at)
  const added: SavedJobView[] = []
  for (const [jobId, at] of candidates) {
    if (serverIds.has(jobId) || !shown(jobId)) continue
    const job = lookup(jobId)
    if (job) added.push({ ...savedItemOf(job, new Date(at).toISOString()), pending: queued.has(jobId) })
  }
  added.sort((a, b) => b.savedAt.localeCompare(a.savedAt))
  return [...added, ...kept]
}

/** The server list after a save (added first, unless there) or an unsave was accepted. */
export function applyConfirmedSave(
  list: SavedJobList,
  jobId: string,
  saved: boolean,
  job: Job | undefined,
  savedAt: string,
): SavedJobList {
  const present = list.items.some((item) => item.jobId === jobId)
  if (saved) {
    if (present || !job) return list
    return { items: [savedItemOf(job, savedAt), ...list.items], total: list.total + 1 }
  }
  if (!present) return list
  const items = list.items.filter((item) => item.jobId !== jobId)
  return { items, total: Math.max(0, list.total - (list.items.length - items.length)) }
}
