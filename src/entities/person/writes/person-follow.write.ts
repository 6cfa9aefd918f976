import type { QueryClient } from '@tanstack/react-query'
import type { Paged } from '@/api/pagination'
import type { PersonCard } from '@/api/people/person-card'
import {
  PERSON_FOLLOW_TEXTS,
  PersonFollowResultSchema,
  type PersonFollowResult,
} from '@/api/people/person-follows'
import { parseWriteData } from '@/lib/api-client/parse-response'
import { defineOfflineWrite } from '@/lib/sync/offline-write'
import { PEOPLE_ROOT_KEY } from '../api/person-keys'

/** Follow or unfollow one person; `name` names the write for people (Sync issues). */
export type PersonFollowInput = { personId: string; following: boolean; name?: string }

/** The server's answer into every cached card of that person (lists and the profile). */
export function patchCachedFollow(queryClient: QueryClient, result: PersonFollowResult) {
  const patch = (card: PersonCard): PersonCard =>
    card.id === result.userId
      ? { ...card, isFollowing: result.isFollowing, followerCount: result.followerCount }
      : card
  queryClient.setQueriesData<unknown>({ queryKey: PEOPLE_ROOT_KEY }, (data: unknown) => {
    if (!data || typeof data !== 'object') return data
    if ('items' in data && Array.isArray((data as Paged<PersonCard>).items)) {
      const page = data as Paged<PersonCard>
      return { ...page, items: page.items.map(patch) }
    }
    if ('connectionStatus' in data && 'id' in data) return patch(data as PersonCard)
    return data
  })
}

/**
 * Following a person as an offline write (decision 011), like following a company: one entity per person,
 * `person-follow:<id>`, each write setting the whole state — POST /api/People/{id}/follow follows, DELETE
 * unfollows; both are idempotent on the server, so a replay is harmless.
 */
export const personFollowWrite = defineOfflineWrite<PersonFollowInput, boolean>({
  kind: 'person-follow',
  entity: ({ personId }) => personId,
  request: ({ personId, following }) => ({
    method: following ? 'POST' : 'DELETE',
    path: `/api/People/${encodeURIComponent(personId)}/follow`,
  }),
  label: ({ following, name }) => {
    const who = name?.trim() ? `“${name.trim()}”` : 'this person'
    return following ? `Follow ${who}` : `Unfollow ${who}`
  },
  optimistic: ({ following }) => following,
  serverData: PEOPLE_ROOT_KEY,
  settle: ({ queryClient }, input, data) => {
    const result = parseWriteData(PersonFollowResultSchema, data)
    if (result) patchCachedFollow(queryClient, result)
    return { ...input, following: result?.isFollowing ?? input.following }
  },
  texts: {
    done: ({ following }) => (following ? PERSON_FOLLOW_TEXTS.followed : PERSON_FOLLOW_TEXTS.unfollowed),
    failed: ({ following }) =>
      following ? PERSON_FOLLOW_TEXTS.followFailed : PERSON_FOLLOW_TEXTS.unfollowFailed,
  },
})

/** The follower count to show: the server's, moved by one while a follow or unfollow waits. */
export function followersWithOverlay(serverCount: number, serverFollowing: boolean, shown: boolean): number {
  if (serverFollowing === shown) return serverCount
  return Math.max(0, serverCount + (shown ? 1 : -1))
}
