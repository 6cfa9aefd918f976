import { queryOptions } from '@tanstack/react-query'
import { ConnectionResultSchema } from '@/api/people/person-card'
import { BlockedPeopleSchema } from '@/api/people/person-follows'
import { apiRequest } from '@/lib/api-client/api-client'

/** GET /api/People/me/blocked: who the signed-in user blocked (Settings' blocked list). */
export const blockedPeopleQueryOptions = (viewerId: string) =>
  queryOptions({
    queryKey: ['blocked-people', viewerId] as const,
    queryFn: ({ signal }) => apiRequest('/People/me/blocked', { schema: BlockedPeopleSchema, signal }),
  })

/** DELETE /api/People/{id}/block: lifts the caller's own block. */
export const unblockPerson = (personId: string) =>
  apiRequest(`/People/${encodeURIComponent(personId)}/block`, {
    method: 'DELETE',
    schema: ConnectionResultSchema,
  })
