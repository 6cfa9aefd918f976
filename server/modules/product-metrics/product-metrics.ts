import { ErrorCode } from '@/api/errors'
import {
  AI_ENGINE_METRIC_PREFIX,
  METRIC_GROUPS,
  METRICS,
  METRICS_DEFAULT_DAYS,
  METRICS_MAX_DAYS,
  metricDefinition,
  metricGroupOf,
  type MetricGroup,
  type MetricSeries,
  type ProductMetrics,
  type RecomputeResult,
} from '@/api/product-metrics/product-metrics'
import { AppError } from '../../core/app-error'
import { canViewProductMetrics, type Viewer } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import { addDays, daysBetween, eachDay, utcDay } from './metric-days'
import { queueRecompute } from './rollup-job'
import { storedRollups } from './rollups'

export type MetricsQuery = {
  from?: string | undefined
  to?: string | undefined
  groups?: MetricGroup[] | undefined
}
export type MetricsRange = { from: string; to: string }

const rangeError = (message: string) => new AppError(ErrorCode.VALIDATION_ERROR, { message })

/** 403 unless the caller is a platform admin (server/core/policy.ts canViewProductMetrics). */
export function assertMayViewMetrics(viewer: Viewer): void {
  if (!canViewProductMetrics(viewer)) throw new AppError(ErrorCode.AUTHORIZATION_ERROR)
}

/** The inclusive UTC range: default the last 30 days up to today, at most 366 days. */
export function metricsRange(query: MetricsQuery, now: Date): MetricsRange {
  const to = query.to ?? utcDay(now)
  const from = query.from ?? addDays(to, -(METRICS_DEFAULT_DAYS - 1))
  const days = daysBetween(from, to) + 1
  if (days < 1) throw rangeError('from must not be after to')
  if (days > METRICS_MAX_DAYS) throw rangeError(`The range can be at most ${METRICS_MAX_DAYS} days`)
  return { from, to }
}

/** Counts sum over the range; a level (users, accounts) or an amount reads as its last day. */
const summaryOf = (unit: MetricSeries['unit'], values: readonly number[]) =>
  unit === 'count' ? values.reduce((sum, value) => sum + value, 0) : (values.at(-1) ?? 0)

/** GET /api/admin/product-metrics: the stored rollups of a range as one series per metric, zero-filled. */
export async function productMetrics(
  ctx: ServiceContext,
  viewer: Viewer,
  query: MetricsQuery,
): Promise<ProductMetrics> {
  assertMayViewMetrics(viewer)
  const { from, to } = metricsRange(query, ctx.now())
  const groups = new Set<MetricGroup>(query.groups ?? METRIC_GROUPS)
  const days = eachDay(from, to)
  const index = new Map(days.map((day, i) => [day, i]))
  const rows = await storedRollups(ctx, from, to)
  const values = new Map<string, number[]>()
  let computedAt: Date | null = null
  for (const row of rows) {
    const group = metricGroupOf(row.metric)
    if (!group || !groups.has(group)) continue
    let list = values.get(row.metric)
    if (!list) values.set(row.metric, (list = days.map(() => 0)))
    list[index.get(row.day)!] = row.value
    if (!computedAt || row.computedAt > computedAt) computedAt = row.computedAt
  }
  const engines = [...values.keys()]
    .filter((key) => key.startsWith(AI_ENGINE_METRIC_PREFIX) && !METRICS.some((metric) => metric.key === key))
    .sort()
  const keys = [
    ...METRICS.filter((metric) => groups.has(metric.group)).map((metric) => metric.key),
    ...engines,
  ]
  const series = keys.map((key): MetricSeries => {
    const definition = metricDefinition(key)
    const list = values.get(key) ?? days.map(() => 0)
    return { ...definition, values: list, summary: summaryOf(definition.unit, list) }
  })
  return { from, to, days, series, computedAt: computedAt?.toISOString() ?? null }
}

/** One CSV cell: quoted when it holds a comma, quote or line break; a leading formula sign is defused. */
function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** GET /api/admin/product-metrics/export.csv: a day per row, a metric key per column (cents stay cents). */
export async function productMetricsCsv(
  ctx: ServiceContext,
  viewer: Viewer,
  query: MetricsQuery,
): Promise<{ filename: string; csv: string }> {
  const metrics = await productMetrics(ctx, viewer, query)
  const lines = [['day', ...metrics.series.map((series) => series.key)].map(csvCell).join(',')]
  metrics.days.forEach((day, i) => {
    lines.push([day, ...metrics.series.map((series) => String(series.values[i] ?? 0))].map(csvCell).join(','))
  })
  return {
    filename: `product-metrics-${metrics.from}-to-${metrics.to}.csv`,
    csv: `${lines.join('\r\n')}\r\n`,
  }
}

/** POST /api/admin/product-metrics/recompute: queues a recompute of the range's days (default the last 30). */
export async function requestRecompute(
  ctx: ServiceContext,
  viewer: Viewer,
  query: MetricsQuery,
): Promise<RecomputeResult> {
  assertMayViewMetrics(viewer)
  const range = metricsRange(query, ctx.now())
  const today = utcDay(ctx.now())
  const to = range.to > today ? today : range.to
  if (range.from > to) throw rangeError('Days after today have no figures yet')
  return { queued: (await queueRecompute(ctx.db, { from: range.from, to })) !== null }
}
