import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { JobSchema, type Job } from '@/api/jobs/job-full'
import { TolerantPagedSchema } from '@/api/pagination'
import type { MatchJob } from '@/lib/ai-engine/match-job'
import { apiRequest } from '@/lib/api-client/api-client'

/** The jobs the match tool offers to pick from: GET /api/Job (listed jobs) by search text, and one job by id. */

const JobPageSchema = TolerantPagedSchema(JobSchema)

export const matchJobsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['ai-tools', 'match-jobs', search] as const,
    queryFn: ({ signal }) =>
      apiRequest('/Job', {
        query: { search: search || undefined, limit: 20 },
        schema: JobPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  })

export const matchJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['ai-tools', 'match-job', id] as const,
    queryFn: ({ signal }) => apiRequest(`/Job/${encodeURIComponent(id)}`, { schema: JobSchema, signal }),
  })

/** A job as the engine reads it (the server's matchJobOf, for running the same match on the device). */
export function matchJobOf(job: Job): MatchJob {
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    description: [job.description, ...job.responsibilities].join('\n'),
    requirements: job.requirements,
    skills: job.skills,
    location: job.location,
    isRemote: job.isRemote,
    experienceLevel: job.experienceLevel,
  }
}
