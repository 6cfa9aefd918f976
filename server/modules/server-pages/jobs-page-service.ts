import * as v from 'valibot'
import { JobListQuerySchema } from '@/api/jobs/job-search-query'
import type { ServiceContext } from '../../core/service-context'
import { searchJobs } from '../jobs/job-search'
import { renderPageHtml } from './server-page'
import type { SsrBundle } from './ssr-bundle'

/**
 * What the listing asks GET /api/Job on a plain /jobs visit (src/features/jobs/lib/jobs-search-params.ts,
 * toJobListParams of an empty search: the first page at the default page size, 12 — the spec's "pagination options
 * 12, 24, 48 (default 12)"). The server may not import the client's constant; the bundle's side
 * (src/app/ssr/pages/jobs-page.ts) refuses a list that is not the page its query key names, so a drift makes the
 * render fail (logged, the shell served) instead of seeding the wrong page. Parsed by the API's own schema, as the
 * API would parse the same query string.
 */
const FIRST_PAGE_QUERY = v.parse(JobListQuerySchema, { page: '1', limit: '12' })

/**
 * The HTML of /jobs — the first page of results — as a signed-out visitor sees it. Loaded as an anonymous viewer
 * whoever asks (the listing GET /api/Job answers a visitor: no saved state, no permissions), so the page holds
 * nothing private and is the same for everyone; a signed-in viewer's saved marks arrive after hydration.
 */
export async function renderJobsPageHtml(
  ctx: ServiceContext,
  bundle: SsrBundle,
  input: { publicUrl: string },
): Promise<string | null> {
  const list = await searchJobs(ctx, FIRST_PAGE_QUERY, null)
  return renderPageHtml(
    bundle,
    { kind: 'jobs', data: { list } },
    { origin: input.publicUrl, canonicalPath: '/jobs' },
  )
}
