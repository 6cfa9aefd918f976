import * as v from 'valibot'
import { JobSchema } from '@/api/jobs/job-full'
import { PagedSchema } from '@/api/pagination'
import { jobsQueryOptions } from '@/features/jobs/api/get-jobs'
import { toJobListParams } from '@/features/jobs/lib/jobs-search-params'

const JobListSchema = PagedSchema(JobSchema)

/**
 * /jobs, the first page of results: `list` is what GET /api/Job answers a visitor for the query a plain /jobs visit
 * asks (toJobListParams of an empty search), seeded under the key the page reads. The server chooses that query on
 * its own side (it may not import the client): a list that is not the page the key names is refused — the render
 * fails and the server serves the shell — rather than rendered under a key it does not answer. Not asked for again
 * after hydration: it was loaded for this request and counts nothing.
 */
export function jobsPage({ list }: { list: unknown }) {
  const data = v.parse(JobListSchema, list)
  const params = toJobListParams({})
  if (data.page !== params['page'] || data.limit !== params['limit'])
    throw new Error(
      `The jobs page was given page ${data.page} of ${data.limit}, not the ${params['page']} of ${params['limit']} it reads`,
    )
  return {
    url: '/jobs',
    seeds: [{ queryKey: jobsQueryOptions(params).queryKey, data }],
    fallbackTitle: 'Jobs',
  }
}
