import { queryOptions } from '@tanstack/react-query'
import { JobSchema } from '@/api/jobs/job-full'
import { apiRequest } from '@/lib/api-client/api-client'
import { jobQueryKey } from '@/entities/job/saves/job-cache'

/** GET /api/Job/{id}: the full job (with isSaved and permissions for a signed-in caller). */
export const fetchJob = (id: string, signal?: AbortSignal) =>
  apiRequest(`/Job/${encodeURIComponent(id)}`, { schema: JobSchema, ...(signal ? { signal } : {}) })

/** ['job', id], a persisted root: a job seen once (or saved) opens offline. */
export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobQueryKey(id),
    queryFn: ({ signal }) => fetchJob(id, signal),
  })
