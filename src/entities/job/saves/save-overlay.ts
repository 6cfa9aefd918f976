import type { Job, SavedJob, SavedJobList, SavedJobState } from '@/api/jobs'
import { resolveToggle, type ToggleIntent, type ToggleIntents } from '@/lib/sync/outbox-toggle'

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
 * The saved list to show (the overlay of outbox-toggle.ts): the server's items without those waiting to be (or
 * just) unsaved, plus the jobs waiting to be (or just) saved that `lookup` finds in the cache, newest first.
 */
export function overlaySavedList(
  list: SavedJobList | undefined,
  serverUpdatedAt: number,
  queued: ReadonlyMap<string, ToggleIntent>,
  intents: ToggleIntents,
  lookup: (jobId: string) => Job | undefined,
): SavedJobView[] {
  const serverIds = new Set((list?.items ?? []).map((item) => item.jobId))
  const shown = (jobId: string) =>
    resolveToggle({
      queued: queued.get(jobId)?.on,
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
