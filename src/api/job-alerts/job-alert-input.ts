import * as v from 'valibot'
import { JobAlertQuerySchema } from './job-alert-query'
import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_NAME_MAX,
  JOB_ALERT_STATUSES,
  JOB_ALERT_TOKEN_MAX,
} from './job-alert-settings'

/**
 * What creating, changing and unsubscribing from a job alert take (seed 2 §7 names POST /api/Job/alerts but
 * not its body: the body is ours). All signed in except the unsubscribe link, which carries its own token.
 */

const nameEntry = v.pipe(
  v.optional(v.string('Name is required'), ''),
  v.trim(),
  v.minLength(1, 'Name is required'),
  v.maxLength(JOB_ALERT_NAME_MAX, `Name must be at most ${JOB_ALERT_NAME_MAX} characters`),
)
const frequencyEntry = v.picklist(JOB_ALERT_FREQUENCIES, 'Frequency must be instant, daily or weekly')
const statusEntry = v.picklist(JOB_ALERT_STATUSES, 'Status must be active or paused')

/**
 * POST /api/Job/alerts. Frequency defaults to daily, status to active. The server also refuses a query
 * without any criterion (JOB_ALERT_TEXTS.emptyQuery).
 */
export const JobAlertInputSchema = v.strictObject({
  name: nameEntry,
  query: JobAlertQuerySchema,
  frequency: v.optional(frequencyEntry, 'daily'),
  status: v.optional(statusEntry, 'active'),
})
export type JobAlertInput = v.InferInput<typeof JobAlertInputSchema>

/** PUT /api/Job/alerts/{id}: any of the fields; `status` pauses ('paused') or resumes ('active'). */
export const JobAlertUpdateInputSchema = v.strictObject({
  name: v.optional(nameEntry),
  query: v.optional(JobAlertQuerySchema),
  frequency: v.optional(frequencyEntry),
  status: v.optional(statusEntry),
})
export type JobAlertUpdateInput = v.InferInput<typeof JobAlertUpdateInputSchema>

/**
 * GET /api/Job/alerts/unsubscribe?token=… (no sign-in): pauses the alert. The mail links to the client page
 * /alerts/unsubscribe?token=…, which calls this and shows the result. A token works once (404 afterwards);
 * resuming the alert issues a new one for the next mails.
 */
export const JobAlertUnsubscribeQuerySchema = v.object({
  token: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.minLength(1, 'Token is required'),
    v.maxLength(JOB_ALERT_TOKEN_MAX, 'Token is invalid'),
  ),
})
