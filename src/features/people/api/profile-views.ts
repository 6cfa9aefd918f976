import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { ProfileViewResultSchema, ProfileViewsSummarySchema } from '@/api/people/person-follows'
import { PEOPLE_ROOT_KEY } from '@/entities/person/api/person-keys'
import { apiRequest } from '@/lib/api-client/api-client'
import { useSignedInUserId } from '@/lib/session/use-session'

/** Profiles this tab has already reported as viewed today: a re-render or a Back does not ask again. */
const reported = new Set<string>()

/**
 * Tells the server a signed-in person opened someone else's profile (POST /api/People/{id}/view). The server
 * counts once per viewer per day and never the owner; this only saves needless calls. A failure is ignored: a
 * missed view is not worth an error on the page.
 */
export function useRecordProfileView(personId: string, isSelf: boolean) {
  const viewerId = useSignedInUserId()
  useEffect(() => {
    if (!viewerId || isSelf) return
    const key = `${viewerId}:${personId}:${new Date().toISOString().slice(0, 10)}`
    if (reported.has(key)) return
    reported.add(key)
    apiRequest(`/People/${encodeURIComponent(personId)}/view`, {
      method: 'POST',
      schema: ProfileViewResultSchema,
    }).catch(() => reported.delete(key))
  }, [isSelf, personId, viewerId])
}

export const profileViewsQueryOptions = (viewerId: string) =>
  queryOptions({
    queryKey: [...PEOPLE_ROOT_KEY, viewerId, 'profile-views'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/People/me/profile-views', { schema: ProfileViewsSummarySchema, signal }),
  })

/** The signed-in owner's views in the last 30 days and their recent viewers. */
export function useMyProfileViews(enabled: boolean) {
  const viewerId = useSignedInUserId()
  return useQuery({
    ...profileViewsQueryOptions(viewerId ?? 'anonymous'),
    enabled: enabled && viewerId !== null,
  })
}
