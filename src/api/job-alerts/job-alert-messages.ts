import { MAX_JOB_ALERTS } from './job-alert-settings'

/** What the server answers the job alert calls with, as success messages or errors; the client shows them. */
export const JOB_ALERT_TEXTS = {
  created: 'Job alert created',
  updated: 'Job alert updated',
  paused: 'Job alert paused',
  resumed: 'Job alert resumed',
  deleted: 'Job alert deleted',
  tooMany: `You can keep at most ${MAX_JOB_ALERTS} job alerts`,
  emptyQuery: 'Add at least one search term or filter',
  unsubscribed: (name: string) => `You will no longer receive "${name}" alerts.`,
  unsubscribeInvalid: 'This unsubscribe link is invalid or was already used.',
} as const
