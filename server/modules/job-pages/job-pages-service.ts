import { ErrorCode } from '@/api/errors'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import { getJobDetail } from '../jobs/job-detail'
import { jobPageHtml } from './job-page-html'
import type { SsrBundle } from './ssr-bundle'

/** Answers that mean "no such page for a visitor": the app shell then shows the client's not-found page. */
const NOT_A_PAGE: readonly ErrorCode[] = [ErrorCode.NOT_FOUND_ERROR, ErrorCode.VALIDATION_ERROR]

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
  let job
  try {
    job = await getJobDetail(ctx, null, { id: input.id }, { countView: false })
  } catch (error) {
    if (error instanceof AppError && NOT_A_PAGE.includes(error.code)) return null
    throw error
  }
  const page = await bundle.renderJobPage({ job, origin: input.publicUrl })
  if (page.statusCode !== 200) return null
  return jobPageHtml(bundle.template, page, `${input.publicUrl}/jobs/${encodeURIComponent(job.id)}`)
}
