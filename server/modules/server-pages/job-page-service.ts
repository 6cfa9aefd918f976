import type { ServiceContext } from '../../core/service-context'
import { getJobDetail } from '../jobs/job-detail'
import { loadForVisitor, renderPageHtml } from './server-page'
import type { SsrBundle } from './ssr-bundle'

/**
 * The HTML of /jobs/{id} as a signed-out visitor sees it, or null when a visitor may not see the job (unknown,
 * draft, hidden…). The job is loaded as an anonymous viewer whoever asks — the same DTO GET /api/Job/{id} answers
 * a visitor, never saved state or owner permissions — so the page is the same for everyone and can hold nothing
 * private; the browser adds a signed-in viewer's part after hydration. The view is not counted here: a navigation
 * does not say who asks (the session lives in the browser's storage), so the page's own request for the job after
 * hydration counts it with the real viewer, as before — once per visit, never for the job's insiders or for
 * crawlers that run no script.
 */
export async function renderJobPageHtml(
  ctx: ServiceContext,
  bundle: SsrBundle,
  input: { id: string; publicUrl: string },
): Promise<string | null> {
  const job = await loadForVisitor(() => getJobDetail(ctx, null, { id: input.id }, { countView: false }))
  if (!job) return null
  return renderPageHtml(
    bundle,
    { kind: 'job', data: { job } },
    { origin: input.publicUrl, canonicalPath: `/jobs/${encodeURIComponent(job.id)}` },
  )
}
