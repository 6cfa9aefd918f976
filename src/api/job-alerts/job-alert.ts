import * as v from 'valibot'
import { EXPERIENCE_LEVELS, LIST_EMPLOYMENT_TYPES } from '../jobs/job-list-enums'
import { JOB_ALERT_FREQUENCIES, JOB_ALERT_STATUSES } from './job-alert-settings'

/**
 * A job alert as the server answers it (docs/api.md "Job alerts"):
 * - POST /api/Job/alerts → JobAlert (201); GET /api/Job/alerts → JobAlertList (mine, newest first)
 * - PUT /api/Job/alerts/{id} → JobAlert; DELETE /api/Job/alerts/{id} → JobAlertDeleteResult
 * - GET /api/Job/alerts/unsubscribe?token=… → JobAlertUnsubscribeResult
 */

/** The stored search: only the criteria that filter are present. */
const QueryOutputSchema = v.object({
  search: v.optional(v.string()),
  location: v.optional(v.string()),
  skills: v.optional(v.array(v.string())),
  employmentType: v.optional(v.array(v.picklist(LIST_EMPLOYMENT_TYPES))),
  experienceLevel: v.optional(v.array(v.picklist(EXPERIENCE_LEVELS))),
  salaryMin: v.optional(v.number()),
  salaryMax: v.optional(v.number()),
  isRemote: v.optional(v.boolean()),
  companyId: v.optional(v.string()),
})

export const JobAlertSchema = v.object({
  id: v.string(),
  name: v.string(),
  query: QueryOutputSchema,
  frequency: v.picklist(JOB_ALERT_FREQUENCIES),
  status: v.picklist(JOB_ALERT_STATUSES),
  /** When a mail was last sent for it (null: never). */
  lastSentAt: v.nullable(v.string()),
  /** When the worker next looks for new jobs (null while paused). */
  nextRunAt: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
})
export type JobAlert = v.InferOutput<typeof JobAlertSchema>

export const JobAlertListSchema = v.object({ items: v.array(JobAlertSchema), total: v.number() })
export type JobAlertList = v.InferOutput<typeof JobAlertListSchema>

export const JobAlertDeleteResultSchema = v.object({ id: v.string(), deleted: v.literal(true) })
export type JobAlertDeleteResult = v.InferOutput<typeof JobAlertDeleteResultSchema>

/** The alert the link paused. */
export const JobAlertUnsubscribeResultSchema = v.object({
  alertId: v.string(),
  name: v.string(),
  status: v.literal('paused'),
})
export type JobAlertUnsubscribeResult = v.InferOutput<typeof JobAlertUnsubscribeResultSchema>
