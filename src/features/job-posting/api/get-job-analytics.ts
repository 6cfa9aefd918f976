import { queryOptions } from '@tanstack/react-query'
import { JobAnalyticsSchema, type JobAnalytics } from '@/api/jobs/job-analytics'
import { apiRequest } from '@/lib/api-client/api-client'
import { jobPostingKeys } from './job-posting-keys'

/** YYYY-MM-DD of a UTC day. */
const day = (date: Date) => date.toISOString().slice(0, 10)

/** The last `days` UTC days ending today (the API's default is 30). */
export function analyticsRange(days: number, now: Date = new Date()): { from: string; to: string } {
  const from = new Date(now.getTime() - (days - 1) * 24 * 60 * 60 * 1000)
  return { from: day(from), to: day(now) }
}

/** GET /api/Job/{id}/analytics?from&to: views, saves and applications per day, zero-filled. */
export function fetchJobAnalytics(id: string, days: number, signal?: AbortSignal): Promise<JobAnalytics> {
  return apiRequest(`/Job/${encodeURIComponent(id)}/analytics`, {
    query: analyticsRange(days),
    schema: JobAnalyticsSchema,
    signal,
  })
}

export const jobAnalyticsQueryOptions = (id: string, days: number) =>
  queryOptions({
    queryKey: jobPostingKeys.analytics(id, days),
    queryFn: ({ signal }) => fetchJobAnalytics(id, days, signal),
    staleTime: 60_000,
  })
