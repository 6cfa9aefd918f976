import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { JobSchema } from '@/api/jobs/job-full'
import { TolerantPagedSchema } from '@/api/pagination'
import { apiRequest } from '@/lib/api-client/api-client'
import { JOB_LISTS_ROOT } from '@/entities/job/saves/job-cache'
import type { JobListParams } from '../lib/jobs-search-params'

const JobPageSchema = TolerantPagedSchema(JobSchema)

/** GET /api/Job: one page of listed jobs (full jobs, so a visited listing is readable offline). */
export const fetchJobs = (params: JobListParams, signal?: AbortSignal) =>
  apiRequest('/Job', { query: params, schema: JobPageSchema, ...(signal ? { signal } : {}) })

/** Under the persisted 'jobs' root: every listing page visited opens offline. */
export const jobsQueryOptions = (params: JobListParams) =>
  queryOptions({
    queryKey: [JOB_LISTS_ROOT, 'list', params] as const,
    queryFn: ({ signal }) => fetchJobs(params, signal),
    // While the next page or filter loads, the current results stay (dimmed) instead of a blank page.
    placeholderData: keepPreviousData,
  })
