import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { CompanySchema, type CompanyListQuery } from '@/api/companies'
import { TolerantPagedSchema } from '@/api/pagination'
import { apiRequest } from '@/lib/api-client/api-client'

const CompanyPageSchema = TolerantPagedSchema(CompanySchema)

/** GET /api/Companies/public: listed companies with the filters of seed 2 §7. */
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
