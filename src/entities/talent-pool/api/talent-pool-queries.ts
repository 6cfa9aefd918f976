import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  PoolPersonStatusSchema,
  TalentPoolDetailSchema,
  TalentPoolListSchema,
  WatchedCandidatesSchema,
} from '@/api/talent-pools/talent-pool'
import { apiRequest } from '@/lib/api-client/api-client'
import { useSignedInUserId } from '@/lib/session/use-session'
import { talentPoolKeys } from './talent-pool-keys'

export const poolPath = (id: string, rest = '') => `/TalentPool/${encodeURIComponent(id)}${rest}`

export const talentPoolsQueryOptions = (viewerId: string | null) =>
  queryOptions({
    queryKey: talentPoolKeys.list(viewerId),
    queryFn: ({ signal }) => apiRequest('/TalentPool', { schema: TalentPoolListSchema, signal }),
  })

export const talentPoolQueryOptions = (viewerId: string | null, id: string) =>
  queryOptions({
    queryKey: talentPoolKeys.pool(viewerId, id),
    queryFn: ({ signal }) => apiRequest(poolPath(id), { schema: TalentPoolDetailSchema, signal }),
  })

/** The pools of every account the viewer hires in. */
export function useTalentPools(enabled = true) {
  const viewerId = useSignedInUserId()
  return useQuery({ ...talentPoolsQueryOptions(viewerId), enabled: enabled && viewerId !== null })
}

export function useTalentPool(id: string) {
  return useQuery(talentPoolQueryOptions(useSignedInUserId(), id))
}

/** Whether the viewer tracks this person and which of their pools hold them. */
export function usePoolPersonStatus(userId: string, enabled: boolean) {
  const viewerId = useSignedInUserId()
  return useQuery({
    queryKey: talentPoolKeys.person(viewerId, userId),
    queryFn: ({ signal }) =>
      apiRequest(`/TalentPool/person/${encodeURIComponent(userId)}`, {
        schema: PoolPersonStatusSchema,
        signal,
      }),
    enabled: enabled && viewerId !== null,
  })
}

/** The viewer's tracked candidates, latest first (the dashboard's section). */
export function useWatchedCandidates(limit: number) {
  const viewerId = useSignedInUserId()
  return useQuery({
    queryKey: talentPoolKeys.watched(viewerId, limit),
    queryFn: ({ signal }) =>
      apiRequest('/TalentPool/watched', { schema: WatchedCandidatesSchema, query: { limit }, signal }),
    enabled: viewerId !== null,
  })
}
