import type { Job } from '@/api/jobs/job-full'
import { JsonLdScript } from '@/components/content/json-ld-script'
import { buildJobPostingJsonLd } from '../lib/job-posting-json-ld'

/** The job's schema.org JobPosting (job pages carry structured data), for search engines. */
export function JobJsonLd({ job, origin }: { job: Job; origin: string }) {
  return <JsonLdScript data={buildJobPostingJsonLd(job, { origin })} />
}
