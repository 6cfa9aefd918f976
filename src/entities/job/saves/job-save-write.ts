import type { OutboxWrite } from '@/lib/outbox/types'
import { toggleEntityKey, toggleWrite } from '@/lib/sync/outbox-toggle'

/**
 * Saves go through the outbox as an on/off toggle (outbox-toggle.ts): one entity per job, `job-save:<id>`.
 * POST /api/Job/{id}/save saves, DELETE unsaves.
 */
export const JOB_SAVE_PREFIX = 'job-save'
export const jobSaveEntityKey = (jobId: string) => toggleEntityKey(JOB_SAVE_PREFIX, jobId)
export const jobSavePath = (jobId: string) => `/api/Job/${encodeURIComponent(jobId)}/save`

export function jobSaveWrite(userId: string, jobId: string, save: boolean, title?: string): OutboxWrite {
  const what = title?.trim() ? `“${title.trim()}”` : 'job'
  return toggleWrite(JOB_SAVE_PREFIX, {
    userId,
    id: jobId,
    on: save,
    path: jobSavePath(jobId),
    label: save ? `Save ${what}` : `Unsave ${what}`,
  })
}
