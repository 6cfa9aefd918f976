import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  CandidateListSchema,
  EnrolmentListSchema,
  EnrolmentSchema,
  EnrolResultSchema,
  PreviewSchema,
  SequenceListSchema,
  SequenceSchema,
  UnsubscribeInfoSchema,
} from '@/api/outreach/outreach'
import type { EnrolInput, PreviewInput, SequenceInput } from '@/api/outreach/outreach-inputs'
import { apiRequest } from '@/lib/api-client/api-client'
import { useSignedInUserId } from '@/lib/session/use-session'

/** Keys carry the viewer, so one person's sequences never show to the next who signs in on the device. */
export const outreachKeys = {
  all: (viewerId: string | null) => ['outreach', viewerId] as const,
  list: (viewerId: string | null) => ['outreach', viewerId, 'sequences'] as const,
  enrolments: (viewerId: string | null, id: string) => ['outreach', viewerId, 'enrolments', id] as const,
  candidates: (viewerId: string | null, source: string, q: string) =>
    ['outreach', viewerId, 'candidates', source, q] as const,
}

export function useSequences(enabled: boolean) {
  const viewerId = useSignedInUserId()
  return useQuery({
    queryKey: outreachKeys.list(viewerId),
    queryFn: ({ signal }) => apiRequest('/Outreach/sequences', { schema: SequenceListSchema, signal }),
    enabled: enabled && viewerId !== null,
  })
}

export function useEnrolments(sequenceId: string) {
  const viewerId = useSignedInUserId()
  return useQuery({
    queryKey: outreachKeys.enrolments(viewerId, sequenceId),
    queryFn: ({ signal }) =>
      apiRequest(`/Outreach/sequences/${encodeURIComponent(sequenceId)}/enrolments`, {
        schema: EnrolmentListSchema,
        signal,
      }),
    // Steps go out in the background: keep the statuses fresh while the page is open.
    refetchInterval: 15_000,
  })
}

export function useCandidates(source: 'applicants' | 'people', q: string, enabled: boolean) {
  const viewerId = useSignedInUserId()
  return useQuery({
    queryKey: outreachKeys.candidates(viewerId, source, q),
    queryFn: ({ signal }) =>
      apiRequest('/Outreach/candidates', { query: { source, q }, schema: CandidateListSchema, signal }),
    enabled: enabled && viewerId !== null,
  })
}

/** Every outreach mutation refreshes the viewer's outreach data when it settles. */
function useOutreachMutation<TInput, TOutput>(fn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient()
  const viewerId = useSignedInUserId()
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: outreachKeys.all(viewerId) }),
  })
}

export const useSaveSequence = () =>
  useOutreachMutation(({ id, input }: { id: string | null; input: SequenceInput }) =>
    apiRequest(id ? `/Outreach/sequences/${encodeURIComponent(id)}` : '/Outreach/sequences', {
      method: id ? 'PUT' : 'POST',
      body: input,
      schema: SequenceSchema,
    }),
  )

export const useDeleteSequence = () =>
  useOutreachMutation((id: string) =>
    apiRequest(`/Outreach/sequences/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      schema: v.object({ id: v.string() }),
    }),
  )

export const useEnrol = () =>
  useOutreachMutation(({ id, input }: { id: string; input: EnrolInput }) =>
    apiRequest(`/Outreach/sequences/${encodeURIComponent(id)}/enrol`, {
      method: 'POST',
      body: input,
      schema: EnrolResultSchema,
    }),
  )

export const useEndEnrolment = () =>
  useOutreachMutation(
    ({
      sequenceId,
      enrolmentId,
      action,
    }: {
      sequenceId: string
      enrolmentId: string
      action: 'replied' | 'stop'
    }) =>
      apiRequest(
        `/Outreach/sequences/${encodeURIComponent(sequenceId)}/enrolments/${encodeURIComponent(enrolmentId)}/${action}`,
        { method: 'POST', schema: EnrolmentSchema },
      ),
  )

export const usePreview = () =>
  useMutation({
    mutationFn: ({ id, input }: { id: string; input: PreviewInput }) =>
      apiRequest(`/Outreach/sequences/${encodeURIComponent(id)}/preview`, {
        method: 'POST',
        body: input,
        schema: PreviewSchema,
      }),
  })

export const fetchUnsubscribeInfo = (token: string) =>
  apiRequest(`/Outreach/unsubscribe/${encodeURIComponent(token)}/info`, { schema: UnsubscribeInfoSchema })

export const postUnsubscribe = (token: string) =>
  apiRequest(`/Outreach/unsubscribe/${encodeURIComponent(token)}`, {
    method: 'POST',
    schema: UnsubscribeInfoSchema,
  })
