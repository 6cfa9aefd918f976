import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { COMPANY_JOBS_PAGE_SIZE } from '@/config/list-paging'
import { JobSchema } from '@/api/jobs/job-full'
import { TolerantPagedSchema } from '@/api/pagination'
import { apiRequest } from '@/lib/api-client/api-client'

const JobPageSchema = TolerantPagedSchema(JobSchema)

/**
 * GET /api/Companies/{id}/jobs?page&limit (defaults 1 and 20). Others get the listed jobs; the company's own
 * people every job (drafts too), so the viewer is part of the key.
 */
export const companyJobsQueryOptions = (idOrSlug: string, page: number, viewer: string) =>
  queryOptions({
    queryKey: ['company', idOrSlug, 'jobs', { page, limit: COMPANY_JOBS_PAGE_SIZE, viewer }],
    queryFn: ({ signal }) =>
      apiRequest(`/Companies/${encodeURIComponent(idOrSlug)}/jobs`, {
        schema: JobPageSchema,
        query: { page, limit: COMPANY_JOBS_PAGE_SIZE },
        signal,
      }),
  })

export const useCompanyJobs = (idOrSlug: string, page: number, viewer: string) =>
  useQuery({ ...companyJobsQueryOptions(idOrSlug, page, viewer), placeholderData: keepPreviousData })
