import type { OutboxEntry, OutboxWrite } from '@/lib/outbox/types'

/**
 * Saves go through the outbox (decision 011): one entity per job, `job-save:<id>`, so save → unsave → save
 * while offline is one request with the final state. POST /api/Job/{id}/save saves, DELETE unsaves; both set
 * the state, so a replay is harmless.
 */
export const JOB_SAVE_PREFIX = 'job-save'
export const jobSaveEntityKey = (jobId: string) => `${JOB_SAVE_PREFIX}:${jobId}`
export const jobSavePath = (jobId: string) => `/api/Job/${encodeURIComponent(jobId)}/save`

export function jobSaveWrite(userId: string, jobId: string, save: boolean, title?: string): OutboxWrite {
  const what = title?.trim() ? `“${title.trim()}”` : 'job'
  return {
    entityKey: jobSaveEntityKey(jobId),
    userId,
    method: save ? 'POST' : 'DELETE',
    path: jobSavePath(jobId),
    label: save ? `Save ${what}` : `Unsave ${what}`,
  }
}

/** The job id of a save entry, or null for any other entity. */
export function savedJobIdOf(entry: Pick<OutboxEntry, 'entityKey'>): string | null {
  const prefix = `${JOB_SAVE_PREFIX}:`
  return entry.entityKey.startsWith(prefix) ? entry.entityKey.slice(prefix.length) || null : null
}

/** True for a save, false for an unsave. */
export const isSaveEntry = (entry: Pick<OutboxEntry, 'method'>) => entry.method !== 'DELETE'
