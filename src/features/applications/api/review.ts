import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  ApplicationNoteSchema,
  ApplicationViewSchema,
  ReviewerApplicationSchema,
} from '@/api/applications/application-views'
import { JobApplicationListSchema } from '@/api/applications/application-lists'
import type { ApplicationStage } from '@/api/applications/application-stages'
import type { NoteInput, StageUpdateInput } from '@/api/applications/application-actions'
import { IDEMPOTENCY_HEADER } from '@/api/offline'
import { apiRequest } from '@/lib/api-client/api-client'
import { REVIEWER_PIPELINE_KEY } from '@/entities/application/reviewer-pipeline'

/**
 * The review board's queries. Keys sit outside the persisted roots on purpose: applicants' cover letters and
 * e-mail addresses are other people's data and never written to this device's storage.
 */
export const jobApplicationsKey = (jobId: string) => ['job-applications', jobId] as const
export const reviewApplicationKey = (id: string) => ['application-review', id] as const

/** GET /api/Job/{id}/applications: up to 100 per page (the board groups them by stage) plus counts per stage. */
export const jobApplicationsQueryOptions = (jobId: string, stage?: ApplicationStage) =>
  queryOptions({
    queryKey: [...jobApplicationsKey(jobId), { stage: stage ?? null }],
    queryFn: ({ signal }) =>
      apiRequest(`/Job/${encodeURIComponent(jobId)}/applications`, {
        schema: JobApplicationListSchema,
        query: { page: 1, limit: 100, stage },
        signal,
      }),
  })

/** GET /api/Applications/{id}: the reviewer's full view (notes, history). */
export const reviewApplicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: reviewApplicationKey(id),
    queryFn: ({ signal }) =>
      apiRequest(`/Applications/${encodeURIComponent(id)}`, { schema: ApplicationViewSchema, signal }),
  })

export function moveStage(id: string, input: StageUpdateInput) {
  return apiRequest(`/Applications/${encodeURIComponent(id)}/stage`, {
    method: 'POST',
    body: input,
    schema: ReviewerApplicationSchema,
    headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
  })
}

export function addNote(id: string, input: NoteInput) {
  return apiRequest(`/Applications/${encodeURIComponent(id)}/notes`, {
    method: 'POST',
    body: input,
    schema: ApplicationNoteSchema,
    headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
  })
}

/** After a move: the detail shows the answer at once; the board's columns and the dashboard recount. */
export function useMoveStage(jobId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: StageUpdateInput }) => moveStage(id, input),
    onSuccess: (application) => {
      queryClient.setQueryData(reviewApplicationKey(application.id), {
        view: 'reviewer' as const,
        application,
      })
      void queryClient.invalidateQueries({ queryKey: jobApplicationsKey(jobId) })
      void queryClient.invalidateQueries({ queryKey: REVIEWER_PIPELINE_KEY })
    },
  })
}

export function useAddNote(jobId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: NoteInput }) => addNote(id, input),
    onSuccess: (_note, { id }) => {
      void queryClient.invalidateQueries({ queryKey: reviewApplicationKey(id) })
      void queryClient.invalidateQueries({ queryKey: jobApplicationsKey(jobId) })
    },
  })
}
