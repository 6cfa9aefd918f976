import * as v from 'valibot'
import { JobSchema } from '@/api/jobs/job-full'
import { jobQueryOptions } from '@/features/jobs/api/get-job'
import type { SeededPage } from '../render-seeded-page'

/** /jobs/{id}: `job` is what GET /api/Job/{id} answers a visitor, under the key the page reads. */
export function jobPage({ job }: { job: unknown }): SeededPage {
  const data = v.parse(JobSchema, job)
  return {
    url: `/jobs/${encodeURIComponent(data.id)}`,
    seeds: [{ queryKey: jobQueryOptions(data.id).queryKey, data, askAgain: true }],
    fallbackTitle: data.title,
  }
}
