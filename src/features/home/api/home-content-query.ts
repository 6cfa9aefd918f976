import { useQuery } from '@tanstack/react-query'
import { PublicSearchResponseSchema } from '@/api/discovery/public-search'
import { apiRequest } from '@/lib/api-client/api-client'
import { useSignedInUserId } from '@/lib/session/use-session'
import { homeContentQuery, type HomeContentSection } from '../lib/home-content'

/** One home section's discovery call (GET /api/Dashboard/search/public), keyed by viewer like /search's. */
export function useHomeContent(category: HomeContentSection['category']) {
  const viewerId = useSignedInUserId()
  const query = homeContentQuery(category)
  return useQuery({
    queryKey: ['discovery', viewerId ?? 'anonymous', 'home', query],
    queryFn: ({ signal }) =>
      apiRequest('/Dashboard/search/public', {
        schema: PublicSearchResponseSchema,
        query: { ...query },
        signal,
      }),
    staleTime: 60_000,
  })
}
