import type { Job } from '@/api/jobs/job-full'
import { buildJobPostingJsonLd, jsonLdScriptText } from '../lib/job-posting-json-ld'

/** The job's schema.org JobPosting (job pages carry structured data), for search engines. */
export function JobJsonLd({ job, origin }: { job: Job; origin: string }) {
  return (
    <script
      type="application/ld+json"
      // The text is JSON with '<' escaped (jsonLdScriptText): nothing in it can end the script element.
      dangerouslySetInnerHTML={{ __html: jsonLdScriptText(buildJobPostingJsonLd(job, { origin })) }}
    />
  )
}
