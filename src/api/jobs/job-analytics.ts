import * as v from 'valibot'
import { DATE_ONLY_PATTERN, DATE_RANGE_TEXT, isoDateProblem } from '../bounds'

/**
 * A job's analytics for its owner: views, saves and applications per day over a range of days (seed 2 §6
 * job action "analytics", issue 5). Path: GET /api/Job/{id}/analytics?from&to.
 */

export const ANALYTICS_DEFAULT_DAYS = 30
export const ANALYTICS_MAX_DAYS = 366

/** A UTC day 'YYYY-MM-DD' of a real calendar day in years 1900–9999 (bounds.ts). */
const dayParam = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => DATE_ONLY_PATTERN.test(value) && isoDateProblem(value) !== 'format',
        `${name} must be a date (YYYY-MM-DD)`,
      ),
      v.check((value) => isoDateProblem(value) !== 'range', `${name} must be ${DATE_RANGE_TEXT}`),
    ),
  )

/** The query: UTC days, both inclusive; by default the last 30 days, at most 366. */
export const JobAnalyticsQuerySchema = v.object({ from: dayParam('from'), to: dayParam('to') })
export type JobAnalyticsQuery = v.InferOutput<typeof JobAnalyticsQuerySchema>

const countsEntries = { views: v.number(), saves: v.number(), applications: v.number() }

export const JobAnalyticsDaySchema = v.object({ date: v.string(), ...countsEntries })
export type JobAnalyticsDay = v.InferOutput<typeof JobAnalyticsDaySchema>

export const JobAnalyticsSchema = v.object({
  jobId: v.string(),
  from: v.string(),
  to: v.string(),
  /** Sums over the range (saves = saves made that day that still stand, so never more than all time). */
  totals: v.object(countsEntries),
  /** All time: the job's view and application counters, and every save that stands. */
  lifetime: v.object(countsEntries),
  /** One entry per day of the range, zero-filled, oldest first. */
  days: v.array(JobAnalyticsDaySchema),
})
export type JobAnalytics = v.InferOutput<typeof JobAnalyticsSchema>
