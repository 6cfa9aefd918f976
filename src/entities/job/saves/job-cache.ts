import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { Job } from '@/api/jobs/job-full'
import type { SavedJobList } from '@/api/jobs/job-saves'

/**
 * Where jobs live in the query cache, shared by the jobs feature, saved jobs and anyone who shows jobs:
 * ['job', id] is a job's detail, ['jobs', …] the search listings (both persisted: readable offline).
 */
export const JOB_DETAIL_ROOT = 'job'
export const JOB_LISTS_ROOT = 'jobs'
export const jobQueryKey = (id: string) => [JOB_DETAIL_ROOT, id] as const

const isJobLike = (value: unknown, jobId: string): value is Job =>
  typeof value === 'object' &&
  value !== null &&
  (value as { id?: unknown }).id === jobId &&
  typeof (value as { title?: unknown }).title === 'string' &&
  typeof (value as { companyId?: unknown }).companyId === 'string' &&
  Array.isArray((value as { skills?: unknown }).skills)

/** A job inside any cached shape: the job itself, a paged list of jobs, or the saved list ({ items: [{ job }] }). */
function findIn(data: unknown, jobId: string): Job | undefined {
  if (isJobLike(data, jobId)) return data
  const items = (data as { items?: unknown } | null)?.items
  if (!Array.isArray(items)) return undefined
  for (const item of items) {
    if (isJobLike(item, jobId)) return item
    const nested = (item as { job?: unknown } | null)?.job
    if (isJobLike(nested, jobId)) return nested
  }
  return undefined
}

const SEARCH_ROOTS: readonly QueryKey[] = [[JOB_DETAIL_ROOT], [JOB_LISTS_ROOT], ['saved-jobs'], ['company']]

/** A job the cache already holds (its detail, a listing, the saved list, a company's open jobs). */
export function findCachedJob(queryClient: QueryClient, jobId: string): Job | undefined {
  const detail = queryClient.getQueryData(jobQueryKey(jobId))
  if (isJobLike(detail, jobId)) return detail
  for (const root of SEARCH_ROOTS) {
    for (const [, data] of queryClient.getQueriesData({ queryKey: root })) {
      const found = findIn(data, jobId)
      if (found) return found
    }
  }
  return undefined
}

/**
 * Puts a job into its detail entry unless a copy at least as recent is there: a job saved from a card, or
 * every job of the saved list, then opens offline (saved jobs are among the persisted queries).
 */
export function seedJobDetail(queryClient: QueryClient, job: Job, updatedAt: number = Date.now()): void {
  const key = jobQueryKey(job.id)
  const state = queryClient.getQueryState(key)
  if (state?.data !== undefined && state.dataUpdatedAt >= updatedAt) return
  queryClient.setQueryData(key, job, { updatedAt })
}

/** Every job of the saved list into its detail entry, with the list's fetch time as its "last checked". */
export function primeSavedJobDetails(queryClient: QueryClient, list: SavedJobList, updatedAt: number): void {
  for (const item of list.items) if (item.job) seedJobDetail(queryClient, item.job, updatedAt)
}
