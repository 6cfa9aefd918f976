import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CompanyProfileSchema } from '@/api/companies/company-profile'
import type { CreateCompanyInput, UpdateCompanyInput } from '@/api/companies/company-write-input'
import type { OnboardingTaskId } from '@/api/companies/company-onboarding'
import { apiRequest } from '@/lib/api-client/api-client'
import { storeCompanyProfile, useViewerId } from './get-company'

/**
 * Creating and editing a company are online actions (unlike follows, they are not queued offline: the
 * onboarding checks the server's data before a task can be ticked). Each answers with the new profile.
 */

const path = (id: string, rest = '') => `/Companies/${encodeURIComponent(id)}${rest}`

/** POST /api/Companies: a new draft company owned by the caller. */
export const createCompany = (input: CreateCompanyInput) =>
  apiRequest('/Companies', { method: 'POST', body: input, schema: CompanyProfileSchema })

/** PUT /api/Companies/{id}: a partial update (a block sent replaces the stored one). */
export const updateCompany = (id: string, input: UpdateCompanyInput) =>
  apiRequest(path(id), { method: 'PUT', body: input, schema: CompanyProfileSchema })

/** PUT /api/Companies/{id}/onboarding/tasks/{taskId}: ticks (or unticks) a task; required ones need their data. */
export const setOnboardingTask = (id: string, taskId: OnboardingTaskId, completed: boolean) =>
  apiRequest(path(id, `/onboarding/tasks/${encodeURIComponent(taskId)}`), {
    method: 'PUT',
    body: { completed },
    schema: CompanyProfileSchema,
  })

/** POST /api/Companies/{id}/publish: draft/onboarding → active, only at 100 %. */
export const publishCompany = (id: string) =>
  apiRequest(path(id, '/publish'), { method: 'POST', schema: CompanyProfileSchema })

export function useCreateCompany() {
  const queryClient = useQueryClient()
  const viewer = useViewerId()
  return useMutation({
    mutationFn: createCompany,
    onSuccess: (profile) => storeCompanyProfile(queryClient, profile, viewer),
  })
}

export function useUpdateCompany(id: string) {
  const queryClient = useQueryClient()
  const viewer = useViewerId()
  return useMutation({
    mutationFn: (input: UpdateCompanyInput) => updateCompany(id, input),
    onSuccess: (profile) => storeCompanyProfile(queryClient, profile, viewer),
  })
}

export function useSetOnboardingTask(id: string) {
  const queryClient = useQueryClient()
  const viewer = useViewerId()
  return useMutation({
    mutationFn: ({ taskId, completed }: { taskId: OnboardingTaskId; completed: boolean }) =>
      setOnboardingTask(id, taskId, completed),
    onSuccess: (profile) => storeCompanyProfile(queryClient, profile, viewer),
  })
}

export function usePublishCompany(id: string) {
  const queryClient = useQueryClient()
  const viewer = useViewerId()
  return useMutation({
    mutationFn: () => publishCompany(id),
    onSuccess: (profile) => storeCompanyProfile(queryClient, profile, viewer),
  })
}
