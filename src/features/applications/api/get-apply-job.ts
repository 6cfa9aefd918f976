import { queryOptions } from '@tanstack/react-query'
import { ScreeningQuestionListSchema } from '@/api/applications/screening-questions'
import { JobSchema } from '@/api/jobs/job-full'
import { apiRequest } from '@/lib/api-client/api-client'

/** GET /api/Job/{id}: the job summary at the top of the apply page and the review board. */
export const applyJobQueryOptions = (jobId: string) =>
  queryOptions({
    // Under the persisted 'applications' root: a job applied to stays readable offline.
    queryKey: ['applications', 'job', jobId],
    queryFn: ({ signal }) => apiRequest(`/Job/${encodeURIComponent(jobId)}`, { schema: JobSchema, signal }),
  })

/** GET /api/Job/{id}/questions: the job's screening questions (often none). */
export const screeningQuestionsQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: ['applications', 'questions', jobId],
    queryFn: ({ signal }) =>
      apiRequest(`/Job/${encodeURIComponent(jobId)}/questions`, {
        schema: ScreeningQuestionListSchema,
        signal,
      }),
  })
