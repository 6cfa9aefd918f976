import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApplicantApplicationSchema, type ApplicantApplication } from '@/api/applications/application-views'
import { toApplyFormData, type ApplyInput } from '@/api/applications/apply-input'
import { apiRequest } from '@/lib/api-client/api-client'
import { MY_APPLICATIONS_KEY } from '@/entities/application/my-applications'

/**
 * POST /api/Job/{id}/apply as multipart. No Idempotency-Key: the browser picks a new multipart boundary per
 * attempt, so a replay would never match; the server refuses a second application to the same job (409)
 * instead, which makes a repeated submit harmless.
 */
export function applyToJob(jobId: string, input: ApplyInput): Promise<ApplicantApplication> {
  return apiRequest(`/Job/${encodeURIComponent(jobId)}/apply`, {
    method: 'POST',
    body: toApplyFormData(input),
    schema: ApplicantApplicationSchema,
  })
}

export function useApplyToJob(jobId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ApplyInput) => applyToJob(jobId, input),
    // Never retried: a file upload is not queued or repeated behind the user's back.
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY }),
  })
}
