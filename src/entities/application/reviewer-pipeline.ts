import { queryOptions, useQuery } from '@tanstack/react-query'
import { ReviewerPipelineSchema, type ReviewerPipeline } from '@/api/applications/application-lists'
import { apiRequest } from '@/lib/api-client/api-client'

/** Other people's applications stay in memory only (not under a persisted root). */
export const REVIEWER_PIPELINE_KEY = ['reviewer-pipeline'] as const

/** GET /api/Applications/pipeline: counts per stage for every job the caller may review. */
export function fetchReviewerPipeline(signal?: AbortSignal): Promise<ReviewerPipeline> {
  return apiRequest('/Applications/pipeline', {
    schema: ReviewerPipelineSchema,
    ...(signal ? { signal } : {}),
  })
}

export const reviewerPipelineQueryOptions = () =>
  queryOptions({
    queryKey: REVIEWER_PIPELINE_KEY,
    queryFn: ({ signal }) => fetchReviewerPipeline(signal),
  })

export function useReviewerPipeline({ enabled = true } = {}) {
  return useQuery({ ...reviewerPipelineQueryOptions(), enabled })
}
