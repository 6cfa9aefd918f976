import type { QueryClient } from '@tanstack/react-query'
import type { Job } from '@/api/jobs/job-full'
import { JOB_LISTS_ROOT, jobQueryKey } from '@/entities/job/saves/job-cache'

/**
 * This feature's query keys. They sit outside the persisted roots (['job'], ['jobs']…): an owner's
 * summaries and analytics stay in memory, and the edit form always starts from the server's copy.
 */
export const jobPostingKeys = {
  all: ['job-posting'] as const,
  job: (id: string) => ['job-posting', 'job', id] as const,
  summaries: (query: object) => ['job-posting', 'summaries', query] as const,
  analytics: (id: string, days: number) => ['job-posting', 'analytics', id, days] as const,
}

/** The server's answer becomes the job's shared detail entry, so its page shows it without asking again. */
export function rememberJob(queryClient: QueryClient, job: Job): void {
  queryClient.setQueryData(jobQueryKey(job.id), job)
}

/**
 * After a write: the job's detail entry (shared with the jobs feature: ['job', id]) gets the server's answer
 * at once; every list that may show it (this feature's, search listings, saved jobs, a company's open
 * jobs) is invalidated — active ones refetch now, the others when next shown.
 */
export async function refreshJobData(queryClient: QueryClient, changed?: Job): Promise<void> {
  if (changed) rememberJob(queryClient, changed)
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: jobPostingKeys.all }),
    queryClient.invalidateQueries({ queryKey: [JOB_LISTS_ROOT] }),
    queryClient.invalidateQueries({ queryKey: ['saved-jobs'] }),
    queryClient.invalidateQueries({ queryKey: ['company'] }),
  ])
}

/** A deleted job: its detail entry goes (a saved copy is marked deleted by the saved list), lists refresh. */
export async function forgetJob(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.removeQueries({ queryKey: jobQueryKey(id), exact: true })
  queryClient.removeQueries({ queryKey: jobPostingKeys.job(id), exact: true })
  await refreshJobData(queryClient)
}
