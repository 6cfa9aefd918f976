import * as v from 'valibot'

/**
 * A job's status and the moves between them, enforced by the server (seed 2 §4, plus 'hired' of ours).
 * Endpoint: POST /api/Job/{id}/status.
 */

/** The statuses a job is stored with. "Expired" is never stored: it follows from the expiry date. */
export const JOB_STATUSES = ['draft', 'active', 'paused', 'closed', 'hired'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

/**
 * Allowed status changes. Setting the current status again is a no-op (always allowed). 'hired' is final:
 * clone the job to hire again. Publishing, activating or reopening needs an expiry date in the future.
 */
export const JOB_STATUS_TRANSITIONS: Record<JobStatus, readonly JobStatus[]> = {
  draft: ['active'],
  active: ['paused', 'closed', 'hired'],
  paused: ['active', 'closed', 'hired'],
  closed: ['active'],
  hired: [],
}

export type JobStatusAction = 'publish' | 'pause' | 'activate' | 'reopen' | 'close' | 'markHired'

/** The name of the move from → to (buttons, toasts, errors), or null when the table does not allow it. */
export function jobStatusAction(from: JobStatus, to: JobStatus): JobStatusAction | null {
  if (!JOB_STATUS_TRANSITIONS[from].includes(to)) return null
  if (to === 'paused') return 'pause'
  if (to === 'closed') return 'close'
  if (to === 'hired') return 'markHired'
  if (from === 'draft') return 'publish'
  return from === 'paused' ? 'activate' : 'reopen'
}

/** Whether the status may change from → to: the same status again, or a move the table allows. */
export function canTransition(from: JobStatus, to: JobStatus): boolean {
  return from === to || JOB_STATUS_TRANSITIONS[from].includes(to)
}

/** The message the server answers a status move with (the client shows it as a toast). */
export const JOB_STATUS_MESSAGES: Record<JobStatusAction, string> = {
  publish: 'Job published.',
  pause: 'Job paused.',
  activate: 'Job activated.',
  reopen: 'Job reopened.',
  close: 'Job closed.',
  markHired: 'Job marked as hired.',
}

/** Expired: the expiry date has passed (whatever the stored status). */
export function isJobExpired(expiryDate: string | Date | null, now: Date = new Date()): boolean {
  if (expiryDate === null) return false
  return new Date(expiryDate).getTime() <= now.getTime()
}

/** The statuses POST /{id}/status moves to. 'draft' is none of them: a published job is never a draft again. */
export const JOB_STATUS_TARGETS = ['active', 'paused', 'closed', 'hired'] as const
export const JobStatusInputSchema = v.strictObject({
  status: v.picklist(JOB_STATUS_TARGETS, 'Status must be active, paused, closed or hired'),
})
export type JobStatusInput = v.InferInput<typeof JobStatusInputSchema>
