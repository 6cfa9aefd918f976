import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  TalentPoolDeleteResultSchema,
  TalentPoolMemberResultSchema,
  TalentPoolMemberSchema,
  TalentPoolSummarySchema,
  WatchResultSchema,
} from '@/api/talent-pools/talent-pool'
import type { TalentPoolStage } from '@/api/talent-pools/talent-pool-fields'
import type { TalentPoolAddMemberInput, TalentPoolCreateInput } from '@/api/talent-pools/talent-pool-inputs'
import { apiRequest } from '@/lib/api-client/api-client'
import { TALENT_POOLS_ROOT_KEY } from './talent-pool-keys'
import { poolPath } from './talent-pool-queries'

/**
 * The talent pool writes. They need the network (a pool is shared with the account's team, so a stage
 * change queued on one device would surprise the others); each refreshes every pool query once it lands.
 */
function usePoolMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TALENT_POOLS_ROOT_KEY }),
  })
}

export const useCreatePool = () =>
  usePoolMutation((input: TalentPoolCreateInput) =>
    apiRequest('/TalentPool', { method: 'POST', body: input, schema: TalentPoolSummarySchema }),
  )

export const useDeletePool = () =>
  usePoolMutation((id: string) =>
    apiRequest(poolPath(id), { method: 'DELETE', schema: TalentPoolDeleteResultSchema }),
  )

export const useAddPoolMember = () =>
  usePoolMutation(({ poolId, ...input }: TalentPoolAddMemberInput & { poolId: string }) =>
    apiRequest(poolPath(poolId, '/members'), {
      method: 'POST',
      body: input,
      schema: TalentPoolMemberResultSchema,
    }),
  )

export const useMovePoolMember = () =>
  usePoolMutation(
    ({ poolId, memberId, stage }: { poolId: string; memberId: string; stage: TalentPoolStage }) =>
      apiRequest(poolPath(poolId, `/members/${memberId}`), {
        method: 'PUT',
        body: { stage },
        schema: TalentPoolMemberSchema,
      }),
  )

export const useRemovePoolMember = () =>
  usePoolMutation(({ poolId, memberId }: { poolId: string; memberId: string }) =>
    apiRequest(poolPath(poolId, `/members/${memberId}`), {
      method: 'DELETE',
      schema: TalentPoolDeleteResultSchema,
    }),
  )

export const useAddPoolNote = () =>
  usePoolMutation(({ poolId, memberId, text }: { poolId: string; memberId: string; text: string }) =>
    apiRequest(poolPath(poolId, `/members/${memberId}/notes`), {
      method: 'POST',
      body: { text },
      schema: TalentPoolMemberSchema,
    }),
  )

export const useWatchCandidate = () =>
  usePoolMutation(({ userId, tracked }: { userId: string; tracked: boolean }) =>
    apiRequest(`/TalentPool/${tracked ? 'watch' : 'unwatch'}/${encodeURIComponent(userId)}`, {
      method: 'POST',
      schema: WatchResultSchema,
    }),
  )

export type PoolMemberResult = v.InferOutput<typeof TalentPoolMemberResultSchema>
