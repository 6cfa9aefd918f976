import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import {
  ProductMetricsSchema,
  RecomputeResultSchema,
  type ProductMetrics,
  type RecomputeResult,
} from '@/api/product-metrics/product-metrics'
import { apiRequest } from '@/lib/api-client/api-client'
import { downloadApiFile } from '@/lib/download/download-api-file'
import type { DayRange } from '../lib/day-range'

const PATH = '/admin/product-metrics'

/** GET /api/admin/product-metrics?from&to: every metric's daily values from the rollups. */
export function fetchProductMetrics(range: DayRange, signal?: AbortSignal): Promise<ProductMetrics> {
  return apiRequest(PATH, { query: range, schema: ProductMetricsSchema, signal })
}

export const productMetricsQueryOptions = (range: DayRange) =>
  queryOptions({
    queryKey: ['product-metrics', range.from, range.to],
    queryFn: ({ signal }) => fetchProductMetrics(range, signal),
    // The figures change once an hour; a range switch keeps the old charts until the new ones arrive.
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  })

/** GET /api/admin/product-metrics/export.csv as a download (the bearer header needs a fetch, not a link). */
export function downloadProductMetricsCsv(range: DayRange): Promise<void> {
  return downloadApiFile({
    path: `${PATH}/export.csv`,
    query: range,
    fileName: `product-metrics-${range.from}-to-${range.to}.csv`,
    failureMessage: (response) =>
      response.status === 403
        ? 'Only administrators can export these figures.'
        : 'The export could not be downloaded. Please try again.',
  })
}

/** POST /api/admin/product-metrics/recompute?from&to: queues a recompute of those days (today at most). */
export function requestRecompute(range: DayRange): Promise<RecomputeResult> {
  return apiRequest(`${PATH}/recompute`, { method: 'POST', query: range, schema: RecomputeResultSchema })
}
