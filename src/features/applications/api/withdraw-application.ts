import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  ApplicationWithdrawResultSchema,
  type ApplicationWithdrawResult,
} from '@/api/applications/application-actions'
import { IDEMPOTENCY_HEADER } from '@/api/offline'
import { apiRequest } from '@/lib/api-client/api-client'
import { MY_APPLICATIONS_KEY } from '@/entities/application/my-applications'

/** DELETE /api/Applications/{id}: the applicant withdraws. */
export function withdrawApplication(id: string): Promise<ApplicationWithdrawResult> {
  return apiRequest(`/Applications/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: ApplicationWithdrawResultSchema,
    headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
  })
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY }),
  })
}
