import type { Resume } from '@/api/resumes/resume-record'
import { JsonLdScript } from '@/components/content/json-ld-script'
import { siteOrigin } from '@/lib/site-origin'
import { buildResumeJsonLd } from '../lib/resume-json-ld'

/** A public resume's schema.org ProfilePage, for search engines (in the server-rendered page's HTML). */
export function ResumeJsonLd({ resume }: { resume: Resume }) {
  return <JsonLdScript data={buildResumeJsonLd(resume, { origin: siteOrigin() })} />
}
