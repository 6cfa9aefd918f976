/**
 * Job alerts: a saved job search with a frequency; a server worker mails new matching jobs, each mail with an
 * unsubscribe link (issue 5 "Job alerts"). The values and limits both sides enforce.
 */

/** How often the worker looks for new jobs: as soon as one is posted, once a day or once a week. */
export const JOB_ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number]

/** A paused alert sends nothing until it is resumed. */
export const JOB_ALERT_STATUSES = ['active', 'paused'] as const
export type JobAlertStatus = (typeof JOB_ALERT_STATUSES)[number]

export const JOB_ALERT_NAME_MAX = 100
/** A user keeps at most this many alerts. */
export const MAX_JOB_ALERTS = 20
/** One mail lists at most this many jobs (newest first); the rest are reachable by the search link. */
export const JOB_ALERT_MAIL_MAX_JOBS = 10
/** An unsubscribe token longer than this cannot be one the server issued. */
export const JOB_ALERT_TOKEN_MAX = 200
