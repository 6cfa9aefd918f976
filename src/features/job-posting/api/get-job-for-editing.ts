import { queryOptions } from '@tanstack/react-query'
import { JobSchema, type Job } from '@/api/jobs/job-full'
import { apiRequest } from '@/lib/api-client/api-client'
import { jobPostingKeys } from './job-posting-keys'

/** GET /api/Job/{id} with the owner's token: the full job, its status and the caller's permissions. */
export function fetchJobForEditing(id: string, signal?: AbortSignal): Promise<Job> {
  return apiRequest(`/Job/${encodeURIComponent(id)}`, { schema: JobSchema, signal })
}

/** Always fresh when a page opens: the form must start from the server's copy, not a cached one. */
export const jobForEditingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobPostingKeys.job(id),
    queryFn: ({ signal }) => fetchJobForEditing(id, signal),
    staleTime: 0,
    // A refetch must not move the form's baseline while someone edits.
    refetchOnWindowFocus: false,
  })
