import { queryOptions, useQuery } from '@tanstack/react-query'
import { JobSummaryListSchema } from '@/api/jobs/job-summary'
import { apiRequest } from '@/lib/api-client/api-client'

export const DASHBOARD_JOBS_LIMIT = 6

/** GET /api/Job/GetSummaryItems: the caller's own jobs (newest first) with views and applications. */
export const jobSummariesQueryOptions = (limit = DASHBOARD_JOBS_LIMIT) =>
  queryOptions({
    queryKey: ['dashboard', 'job-summaries', { limit }],
    queryFn: ({ signal }) =>
      apiRequest('/Job/GetSummaryItems', { schema: JobSummaryListSchema, query: { page: 1, limit }, signal }),
  })

export function useJobSummaries({ enabled = true } = {}) {
  return useQuery({ ...jobSummariesQueryOptions(), enabled })
}
