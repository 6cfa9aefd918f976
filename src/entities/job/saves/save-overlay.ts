import type { Job } from '@/api/jobs/job-full'
import type { SavedJob, SavedJobList, SavedJobState } from '@/api/jobs/job-saves'
import type { PendingWrite } from '@/lib/sync/offline-write-state'

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
 * The saved list to show (the optimistic overlay of offline-write-state.ts): the server's items without those
 * waiting to be (or just) unsaved, plus the jobs waiting to be (or just) saved that `lookup` finds in the
 * cache, newest first. `pending`: the pending save writes by job id.
 */
export function overlaySavedList(
  list: SavedJobList | undefined,
  pending: ReadonlyMap<string, PendingWrite<{ saved: boolean }>>,
  lookup: (jobId: string) => Job | undefined,
): SavedJobView[] {
  const serverIds = new Set((list?.items ?? []).map((item) => item.jobId))
  const shown = (jobId: string) => pending.get(jobId)?.input.saved ?? serverIds.has(jobId)
  const kept: SavedJobView[] = (list?.items ?? [])
    .filter((item) => shown(item.jobId))
    .map((item) => ({ ...item, pending: pending.get(item.jobId)?.queued === true }))

  const added: SavedJobView[] = []
  for (const [jobId, write] of pending) {
    if (serverIds.has(jobId) || !write.input.saved) continue
    const job = lookup(jobId)
    if (job) added.push({ ...savedItemOf(job, new Date(write.at).toISOString()), pending: write.queued })
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
