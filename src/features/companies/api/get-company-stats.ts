import { queryOptions, useQuery } from '@tanstack/react-query'
import { CompanyStatsSchema } from '@/api/companies/company'
import { apiRequest } from '@/lib/api-client/api-client'

/** GET /api/Companies/{id}/stats: jobsCount, followersCount, activeJobsCount. */
export const companyStatsQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['company', idOrSlug, 'stats'],
    queryFn: ({ signal }) =>
      apiRequest(`/Companies/${encodeURIComponent(idOrSlug)}/stats`, { schema: CompanyStatsSchema, signal }),
  })

export const useCompanyStats = (idOrSlug: string) => useQuery(companyStatsQueryOptions(idOrSlug))
