import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  JobAlertDeleteResultSchema,
  JobAlertListSchema,
  JobAlertSchema,
  type JobAlert,
  type JobAlertDeleteResult,
  type JobAlertList,
} from '@/api/job-alerts/job-alert'
import type { JobAlertInput, JobAlertUpdateInput } from '@/api/job-alerts/job-alert-input'
import { IDEMPOTENCY_HEADER } from '@/api/offline'
import { apiRequest } from '@/lib/api-client/api-client'

/** The signed-in user's job alerts (memory only: a few rows, always fetched fresh). */
export const JOB_ALERTS_KEY = ['job-alerts'] as const

/** GET /api/Job/alerts. */
export function fetchJobAlerts(signal?: AbortSignal): Promise<JobAlertList> {
  return apiRequest('/Job/alerts', { schema: JobAlertListSchema, ...(signal ? { signal } : {}) })
}

export const jobAlertsQueryOptions = () =>
  queryOptions({ queryKey: JOB_ALERTS_KEY, queryFn: ({ signal }) => fetchJobAlerts(signal) })

export function useJobAlerts({ enabled = true } = {}) {
  return useQuery({ ...jobAlertsQueryOptions(), enabled })
}

/** POST /api/Job/alerts. One key per submission, so a retried request never creates two alerts. */
export function createJobAlert(input: JobAlertInput): Promise<JobAlert> {
  return apiRequest('/Job/alerts', {
    method: 'POST',
    body: input,
    schema: JobAlertSchema,
    headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
  })
}

/** PUT /api/Job/alerts/{id}: rename, change the search or frequency, pause ('paused') or resume ('active'). */
export function updateJobAlert(id: string, input: JobAlertUpdateInput): Promise<JobAlert> {
  return apiRequest(`/Job/alerts/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: JobAlertSchema,
    headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
  })
}

/** DELETE /api/Job/alerts/{id}. */
export function deleteJobAlert(id: string): Promise<JobAlertDeleteResult> {
  return apiRequest(`/Job/alerts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: JobAlertDeleteResultSchema,
    headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
  })
}

export function useCreateJobAlert() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createJobAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOB_ALERTS_KEY }),
  })
}

export function useUpdateJobAlert() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: JobAlertUpdateInput }) => updateJobAlert(id, input),
    onSuccess: (alert) => {
      queryClient.setQueryData<JobAlertList>(JOB_ALERTS_KEY, (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === alert.id ? alert : item)) } : list,
      )
    },
  })
}

export function useDeleteJobAlert() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteJobAlert,
    onSuccess: ({ id }) => {
      queryClient.setQueryData<JobAlertList>(JOB_ALERTS_KEY, (list) =>
        list
          ? { items: list.items.filter((item) => item.id !== id), total: Math.max(0, list.total - 1) }
          : list,
      )
    },
  })
}
