import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { CompanyProfileSchema, type CompanyProfile } from '@/api/companies/company-profile'
import { apiRequest } from '@/lib/api-client/api-client'
import { useSignedInUserId } from '@/lib/session/use-session'

/**
 * A profile depends on who asks (canEdit, isOwner, isFollowing, the team), so the viewer is part of the key:
 * signing in shows the member's view at once instead of the visitor's cached one.
 */
export const viewerKey = (userId: string | null | undefined) => userId ?? 'visitor'

/** GET /api/Companies/{id} ({id} is the UUID or the slug). Persisted under 'company': readable offline. */
export const companyQueryOptions = (idOrSlug: string, userId: string | null | undefined) =>
  queryOptions({
    queryKey: ['company', idOrSlug, 'profile', viewerKey(userId)],
    queryFn: ({ signal }) =>
      apiRequest(`/Companies/${encodeURIComponent(idOrSlug)}`, { schema: CompanyProfileSchema, signal }),
  })

/** Whose view of a profile is shown: the signed-in user, or null for a visitor. */
export const useViewerId = useSignedInUserId

export function useCompany(idOrSlug: string) {
  const viewer = useViewerId()
  return useQuery(companyQueryOptions(idOrSlug, viewer))
}

/**
 * After a write answered with the new profile: it replaces the cached one (under the id and the slug) and
 * everything else about the company is fetched again when next shown.
 */
export function storeCompanyProfile(
  queryClient: QueryClient,
  profile: CompanyProfile,
  userId: string | null | undefined,
) {
  for (const key of new Set([profile.id, profile.slug])) {
    queryClient.setQueryData(companyQueryOptions(key, userId).queryKey, profile)
  }
  void queryClient.invalidateQueries({
    predicate: (query) =>
      (query.queryKey[0] === 'company' &&
        (query.queryKey[1] === profile.id || query.queryKey[1] === profile.slug) &&
        query.queryKey[2] !== 'profile') ||
      query.queryKey[0] === 'companies',
  })
}
