import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { CompanySchema } from '@/api/companies/company'
import type { CompanyListQuery } from '@/api/companies/company-list-query'
import { TolerantPagedSchema } from '@/api/pagination'
import { apiRequest } from '@/lib/api-client/api-client'

const CompanyPageSchema = TolerantPagedSchema(CompanySchema)

/** GET /api/Companies/public: listed companies, filtered by search, industry, size and location, paged. */
export function fetchCompanies(query: CompanyListQuery, signal?: AbortSignal) {
  return apiRequest('/Companies/public', {
    schema: CompanyPageSchema,
    query: { ...query },
    ...(signal ? { signal } : {}),
  })
}

/** Persisted (key root 'companies'): a listing visited is readable offline. */
export const companiesQueryOptions = (query: CompanyListQuery) =>
  queryOptions({
    queryKey: ['companies', 'list', query],
    queryFn: ({ signal }) => fetchCompanies(query, signal),
  })

/** The previous page stays on screen while the next one loads. */
export function useCompanies(query: CompanyListQuery) {
  return useQuery({ ...companiesQueryOptions(query), placeholderData: keepPreviousData })
}
