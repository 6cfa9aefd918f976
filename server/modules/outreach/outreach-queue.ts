/** The database queue outreach steps are sent from (decision 027's queue; decision 043). */
export const OUTREACH_QUEUE = 'outreach-send'

/** The job payload: which enrolment, which step. */
export type StepJob = { enrolmentId: string; step: number }

/**
 * One waiting job per enrolment, step and time: a rescheduled step (outside the window, over the cap) gets a
 * new key, so it can be queued while the job that rescheduled it is still running.
 */
export const stepJobKey = (enrolmentId: string, step: number, runAt: Date) =>
  `${enrolmentId}:${step}:${runAt.getTime()}`

export function parseStepJob(payload: unknown): StepJob | null {
  if (typeof payload !== 'object' || payload === null) return null
  const { enrolmentId, step } = payload as Record<string, unknown>
  return typeof enrolmentId === 'string' && typeof step === 'number' ? { enrolmentId, step } : null
}
