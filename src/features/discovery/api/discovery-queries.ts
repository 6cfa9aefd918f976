import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { PublicSearchResponseSchema, type PublicSearchQueryInput } from '@/api/discovery/public-search'
import { apiRequest } from '@/lib/api-client/api-client'
import { PERSISTED_QUERY_OPTIONS } from '@/lib/query-persistence/persisted-queries'
import { useSignedInUserId } from '@/lib/session/use-session'

/**
 * GET /api/Dashboard/search/public. Keyed by the viewer (what they may see depends on who they are) and
 * persisted, so a search seen before opens offline with its last results.
 */
export const discoveryKeys = {
  root: ['discovery'] as const,
  search: (viewerId: string | null, query: PublicSearchQueryInput) =>
    ['discovery', viewerId ?? 'anonymous', query] as const,
}

export const discoveryQueryOptions = (viewerId: string | null, query: PublicSearchQueryInput) =>
  queryOptions({
    ...PERSISTED_QUERY_OPTIONS,
    queryKey: discoveryKeys.search(viewerId, query),
    queryFn: ({ signal }) =>
      apiRequest('/Dashboard/search/public', {
        schema: PublicSearchResponseSchema,
        query: { ...query },
        signal,
      }),
  })

/** The previous page stays on screen while the next one loads. */
export function useDiscoverySearch(query: PublicSearchQueryInput) {
  const viewerId = useSignedInUserId()
  return useQuery({ ...discoveryQueryOptions(viewerId, query), placeholderData: keepPreviousData })
}
