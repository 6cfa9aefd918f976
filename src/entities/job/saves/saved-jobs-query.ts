import { queryOptions } from '@tanstack/react-query'
import { SavedJobListSchema } from '@/api/jobs/job-saves'
import { apiRequest } from '@/lib/api-client/api-client'
import { primeSavedJobDetails } from './job-cache'

/** The signed-in user's saved jobs (a persisted root: every saved job is readable offline). */
export const SAVED_JOBS_QUERY_KEY = ['saved-jobs'] as const

/** GET /api/Job/saved: every saved job, newest save first, closed and deleted ones marked by `state`. */
export const fetchSavedJobs = (signal?: AbortSignal) =>
  apiRequest('/Job/saved', { schema: SavedJobListSchema, ...(signal ? { signal } : {}) })

/**
 * The saved list; each fetch also stores every saved job as its detail (['job', id]), so a saved job opens
 * offline. Refetched whenever the connection returns, so a job that closed or was deleted meanwhile is
 * marked as such.
 */
export const savedJobsQueryOptions = () =>
  queryOptions({
    queryKey: SAVED_JOBS_QUERY_KEY,
    queryFn: async ({ signal, client }) => {
      const list = await fetchSavedJobs(signal)
      primeSavedJobDetails(client, list, Date.now())
      return list
    },
    refetchOnReconnect: 'always',
    // Small, and the truth of the Saved view: asked again on every visit while online (a reload may restore a
    // copy persisted a moment before the last save landed).
    refetchOnMount: 'always',
  })
