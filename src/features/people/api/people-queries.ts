import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { PeopleQuery } from '@/api/people/connection-inputs'
import { PersonCardSchema, PersonProfileSchema } from '@/api/people/person-card'
import { TolerantPagedSchema } from '@/api/pagination'
import { UserResumesResponseSchema } from '@/api/resumes/resume-record'
import { peopleKeys } from '@/entities/person/api/person-keys'
import { apiRequest } from '@/lib/api-client/api-client'
import { PERSISTED_QUERY_OPTIONS } from '@/lib/query-persistence/persisted-queries'
import { useSignedInUserId } from '@/lib/session/use-session'

const PersonPageSchema = TolerantPagedSchema(PersonCardSchema)
const path = (id: string, rest = '') => `/People/${encodeURIComponent(id)}${rest}`

/**
 * GET /api/People (list and search), a person's card and their resumes. Keyed by the viewer (the connection
 * state is theirs) and persisted, so pages seen open offline with their last data.
 */
export const peopleQueryOptions = (viewerId: string | null, query: PeopleQuery) =>
  queryOptions({
    ...PERSISTED_QUERY_OPTIONS,
    queryKey: peopleKeys.list(viewerId, query),
    queryFn: ({ signal }) => apiRequest('/People', { schema: PersonPageSchema, query: { ...query }, signal }),
  })

export const personQueryOptions = (viewerId: string | null, id: string) =>
  queryOptions({
    ...PERSISTED_QUERY_OPTIONS,
    queryKey: peopleKeys.person(viewerId, id),
    queryFn: ({ signal }) => apiRequest(path(id), { schema: PersonProfileSchema, signal }),
  })

export const personResumesQueryOptions = (viewerId: string | null, id: string) =>
  queryOptions({
    ...PERSISTED_QUERY_OPTIONS,
    queryKey: peopleKeys.resumes(viewerId, id),
    queryFn: ({ signal }) => apiRequest(path(id, '/resumes'), { schema: UserResumesResponseSchema, signal }),
  })

/** The previous page stays on screen while the next one loads. */
export function usePeople(query: PeopleQuery) {
  const viewerId = useSignedInUserId()
  return useQuery({ ...peopleQueryOptions(viewerId, query), placeholderData: keepPreviousData })
}

/** The viewer's requests waiting for an answer (nothing is asked for a visitor). */
export function usePeopleRequests(query: PeopleQuery, enabled: boolean) {
  const viewerId = useSignedInUserId()
  return useQuery({ ...peopleQueryOptions(viewerId, query), enabled: enabled && viewerId !== null })
}

export function usePerson(id: string) {
  return useQuery(personQueryOptions(useSignedInUserId(), id))
}

export function usePersonResumes(id: string) {
  return useQuery(personResumesQueryOptions(useSignedInUserId(), id))
}
