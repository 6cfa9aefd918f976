import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { JobSummaryListSchema, type JobSummaryList } from '@/api/jobs/job-summary'
import type { JobStatus } from '@/api/jobs/job-statuses'
import { apiRequest } from '@/lib/api-client/api-client'
import { jobPostingKeys } from './job-posting-keys'

export type MyJobsQuery = { status?: JobStatus | undefined; page: number; limit: number }

/** GET /api/Job/GetSummaryItems: the caller's jobs and their account's, every status, with counters. */
export function fetchMyJobs(query: MyJobsQuery, signal?: AbortSignal): Promise<JobSummaryList> {
  return apiRequest('/Job/GetSummaryItems', {
    query: { page: query.page, limit: query.limit, ...(query.status ? { status: query.status } : {}) },
    schema: JobSummaryListSchema,
    signal,
  })
}

export const myJobsQueryOptions = (query: MyJobsQuery) =>
  queryOptions({
    queryKey: jobPostingKeys.summaries(query),
    queryFn: ({ signal }) => fetchMyJobs(query, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  })
