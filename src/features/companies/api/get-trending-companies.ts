import { queryOptions, useQuery } from '@tanstack/react-query'
import { TrendingCompaniesSchema } from '@/api/companies/company'
import { TRENDING_COMPANIES_LIMIT } from '@/api/companies/company-list-query'
import { apiRequest } from '@/lib/api-client/api-client'

/** GET /api/Companies/trending?limit (default 10). */
export const trendingCompaniesQueryOptions = (limit: number = TRENDING_COMPANIES_LIMIT) =>
  queryOptions({
    queryKey: ['companies', 'trending', limit],
    queryFn: ({ signal }) =>
      apiRequest('/Companies/trending', { schema: TrendingCompaniesSchema, query: { limit }, signal }),
  })

export const useTrendingCompanies = (limit?: number) => useQuery(trendingCompaniesQueryOptions(limit))
