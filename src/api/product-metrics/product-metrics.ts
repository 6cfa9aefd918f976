import * as v from 'valibot'
import { DATE_ONLY_PATTERN, DATE_RANGE_TEXT, isoDateProblem } from '../bounds'

/**
 * The admin product dashboard (issue 18): daily figures per metric, read from the rollups the product-metrics
 * job writes (decision 045). Paths: GET /api/admin/product-metrics?from&to&groups, GET
 * /api/admin/product-metrics/export.csv (same query), POST /api/admin/product-metrics/recompute.
 */

export const METRICS_DEFAULT_DAYS = 30
export const METRICS_MAX_DAYS = 366
/** The ranges the dashboard offers as buttons; any other range is a custom one. */
export const METRICS_PRESET_DAYS = [7, 30, 90] as const

/** Metric groups: the dashboard's sections and the `groups` filter of the calls. */
export const METRIC_GROUPS = [
  'signups',
  'active',
  'content',
  'jobs',
  'applications',
  'ai',
  'billing',
  'affiliates',
] as const
export type MetricGroup = (typeof METRIC_GROUPS)[number]

export const METRIC_GROUP_LABELS: Record<MetricGroup, string> = {
  signups: 'Sign-ups by role',
  active: 'Active users',
  content: 'Resumes and videos',
  jobs: 'Jobs',
  applications: 'Applications',
  ai: 'AI requests by engine',
  billing: 'Revenue',
  affiliates: 'Affiliates',
}

/** How a value reads: a count, cents of US dollars, or users on a day (not summable over days). */
export type MetricUnit = 'count' | 'cents' | 'level'

export type MetricDefinition = { key: string; group: MetricGroup; label: string; unit: MetricUnit }

/** The fixed metrics, in the dashboard's order. AI engines add `ai.requests.<engine>` keys as they appear. */
export const METRICS: readonly MetricDefinition[] = [
  { key: 'signups.total', group: 'signups', label: 'All sign-ups', unit: 'count' },
  { key: 'signups.job_seeker', group: 'signups', label: 'Job seekers', unit: 'count' },
  { key: 'signups.recruiter', group: 'signups', label: 'Recruiters', unit: 'count' },
  { key: 'signups.employer', group: 'signups', label: 'Employers', unit: 'count' },
  { key: 'signups.affiliate', group: 'signups', label: 'Affiliates', unit: 'count' },
  { key: 'signups.admin', group: 'signups', label: 'Admins', unit: 'count' },
  { key: 'active.daily', group: 'active', label: 'Daily active users', unit: 'level' },
  { key: 'active.weekly', group: 'active', label: 'Weekly active users (7 days)', unit: 'level' },
  { key: 'active.monthly', group: 'active', label: 'Monthly active users (30 days)', unit: 'level' },
  { key: 'resumes.created', group: 'content', label: 'Resumes created', unit: 'count' },
  { key: 'videos.created', group: 'content', label: 'Videos added', unit: 'count' },
  { key: 'jobs.posted', group: 'jobs', label: 'Jobs posted', unit: 'count' },
  { key: 'jobs.filled', group: 'jobs', label: 'Jobs filled', unit: 'count' },
  { key: 'applications.created', group: 'applications', label: 'Applications', unit: 'count' },
  { key: 'applications.screening', group: 'applications', label: 'Moved to screening', unit: 'count' },
  { key: 'applications.interview', group: 'applications', label: 'Moved to interview', unit: 'count' },
  { key: 'applications.offer', group: 'applications', label: 'Offers', unit: 'count' },
  { key: 'applications.hired', group: 'applications', label: 'Hired', unit: 'count' },
  { key: 'applications.rejected', group: 'applications', label: 'Rejected', unit: 'count' },
  { key: 'ai.requests.total', group: 'ai', label: 'All AI requests', unit: 'count' },
  { key: 'billing.paying_accounts', group: 'billing', label: 'Paying accounts', unit: 'level' },
  { key: 'billing.mrr_cents', group: 'billing', label: 'Monthly recurring revenue', unit: 'cents' },
  { key: 'billing.churned_accounts', group: 'billing', label: 'Churned accounts', unit: 'count' },
  { key: 'affiliates.referrals', group: 'affiliates', label: 'Referred sign-ups', unit: 'count' },
  { key: 'affiliates.conversions', group: 'affiliates', label: 'Paid conversions', unit: 'count' },
]

/** The prefix of the per-engine AI keys (`ai.requests.built-in`, `ai.requests.llm`). */
export const AI_ENGINE_METRIC_PREFIX = 'ai.requests.'

const ENGINE_NAMES: Record<string, string> = { 'built-in': 'Built-in engine', llm: 'Language model' }

/** The definition of any stored key: a fixed one, or an engine's AI requests. */
export function metricDefinition(key: string): MetricDefinition {
  const fixed = METRICS.find((metric) => metric.key === key)
  if (fixed) return fixed
  const engine = key.startsWith(AI_ENGINE_METRIC_PREFIX) ? key.slice(AI_ENGINE_METRIC_PREFIX.length) : key
  return { key, group: 'ai', label: ENGINE_NAMES[engine] ?? engine, unit: 'count' }
}

/** The group of a stored key (its first segment), or null for a key of no known group. */
export function metricGroupOf(key: string): MetricGroup | null {
  const fixed = METRICS.find((metric) => metric.key === key)
  if (fixed) return fixed.group
  return key.startsWith(AI_ENGINE_METRIC_PREFIX) ? 'ai' : null
}

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

/** `groups`: a comma-separated list of METRIC_GROUPS (default: all). */
const groupsParam = v.optional(
  v.pipe(
    v.string(),
    v.maxLength(200, 'groups is too long'),
    v.transform((text) => [...new Set(text.split(',').map((part) => part.trim()))].filter(Boolean)),
    v.check(
      (list) =>
        list.length > 0 && list.every((group) => (METRIC_GROUPS as readonly string[]).includes(group)),
      `groups must be a comma-separated list of ${METRIC_GROUPS.join(', ')}`,
    ),
    v.transform((list) => list as MetricGroup[]),
  ),
)

/** UTC days, both inclusive; by default the last 30 days up to today, at most 366. */
export const ProductMetricsQuerySchema = v.strictObject({
  from: dayParam('from'),
  to: dayParam('to'),
  groups: groupsParam,
})
export type ProductMetricsQuery = v.InferInput<typeof ProductMetricsQuerySchema>

export const MetricSeriesSchema = v.object({
  key: v.string(),
  group: v.picklist(METRIC_GROUPS),
  label: v.string(),
  unit: v.picklist(['count', 'cents', 'level']),
  /** One value per day of the range, in order (zero where nothing happened). */
  values: v.array(v.number()),
  /** Counts: the sum over the range; levels and cents: the last day's value. */
  summary: v.number(),
})
export type MetricSeries = v.InferOutput<typeof MetricSeriesSchema>

export const ProductMetricsSchema = v.object({
  from: v.string(),
  to: v.string(),
  /** The range's days, 'YYYY-MM-DD', matching every series' values. */
  days: v.array(v.string()),
  series: v.array(MetricSeriesSchema),
  /** When the newest figure shown was computed; null before the first run of the job. */
  computedAt: v.nullable(v.string()),
})
export type ProductMetrics = v.InferOutput<typeof ProductMetricsSchema>

export const RecomputeResultSchema = v.object({
  /** False when a recompute was already waiting or running (it covers the same days). */
  queued: v.boolean(),
})
export type RecomputeResult = v.InferOutput<typeof RecomputeResultSchema>

export const PRODUCT_METRICS_TEXTS = {
  recomputeQueued: 'The figures are being recomputed.',
  recomputeWaiting: 'A recompute is already on its way.',
  forbidden: 'Only administrators can see the product dashboard.',
} as const
