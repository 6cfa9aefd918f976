import { SAVE_JOB_TEXTS } from '@/api/jobs/job-saves'

/**
 * The toasts of the save toggle (spec: error catalogue): the server's own confirmations, plus the prompt to
 * sign in and the failures, which only the page says.
 */
export const SAVE_JOB_TOASTS = {
  ...SAVE_JOB_TEXTS,
  signInRequired: 'Please sign in to save jobs',
  saveFailed: 'Failed to save job',
  unsaveFailed: 'Failed to unsave job',
} as const
