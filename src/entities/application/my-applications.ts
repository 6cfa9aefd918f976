import { queryOptions, useQuery } from '@tanstack/react-query'
import { MyApplicationListSchema, type MyApplicationList } from '@/api/applications/application-lists'
import type { ApplicationStage } from '@/api/applications/application-stages'
import { apiRequest } from '@/lib/api-client/api-client'

export type MyApplicationsQuery = { page?: number; limit?: number; stage?: ApplicationStage }

/** The root of the applicant's own applications: persisted, so /applications reads offline. */
export const MY_APPLICATIONS_KEY = ['applications', 'me'] as const

/** GET /api/Applications/me: the signed-in applicant's applications, newest first. */
export function fetchMyApplications(
  query: MyApplicationsQuery = {},
  signal?: AbortSignal,
): Promise<MyApplicationList> {
  return apiRequest('/Applications/me', {
    schema: MyApplicationListSchema,
    query: { page: query.page ?? 1, limit: query.limit ?? 100, stage: query.stage },
    ...(signal ? { signal } : {}),
  })
}

export const myApplicationsQueryOptions = (query: MyApplicationsQuery = {}) =>
  queryOptions({
    queryKey: [
      ...MY_APPLICATIONS_KEY,
      { page: query.page ?? 1, limit: query.limit ?? 100, stage: query.stage ?? null },
    ],
    queryFn: ({ signal }) => fetchMyApplications(query, signal),
    // Stages are what people come back for: a restored list shows at once and is always checked again
    // (offline it simply stays as it was, with its "last checked" time).
    staleTime: 0,
  })

export function useMyApplications(query: MyApplicationsQuery = {}, { enabled = true } = {}) {
  return useQuery({ ...myApplicationsQueryOptions(query), enabled })
}
