import type { ServiceContext } from '../../core/service-context'
import { isUuid } from '../../core/uuid'
import { loadCompanyFor, profileFor } from '../companies/companies'
import { companyStats } from '../companies/company-counts'
import { loadForVisitor, renderPageHtml } from './server-page'
import type { SsrBundle } from './ssr-bundle'

/** The shape core/slug.ts gives a slug: lower-case letters and digits, single dashes between them. */
const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** /companies/{segment}s that are other pages of the client (/companies/create), whatever slug a company has. */
const OTHER_PAGES: ReadonlySet<string> = new Set(['create'])

/** Whether /companies/{segment} may be a company's page: its id, or a slug that is no other page's path. */
export const isCompanyPageSegment = (segment: string) =>
  isUuid(segment) || (SLUG_SHAPE.test(segment) && !OTHER_PAGES.has(segment))

/**
 * The HTML of /companies/{idOrSlug} as a signed-out visitor sees it, or null when a visitor may not see the company
 * (unknown, draft, private…: the API's 404). Profile and stats are loaded as an anonymous viewer whoever asks — what
 * GET /api/Companies/{id} and /stats answer a visitor: no team, every "may I" flag false, not following — so the
 * page holds nothing private and is the same for everyone; a signed-in viewer's part arrives after hydration.
 * The profile is built by profileFor, the part of getCompanyProfile that answers, without its view count: the page's
 * own request for the profile after hydration counts the visit with the real viewer (never for the company's own
 * people, nor for crawlers that run no script), as the job page does — counting here too would count it twice.
 *
 * The canonical URL uses the slug: readable in a shared link, accepted by the client's route like the id, and
 * stable once published (company-edit.ts only renames the slug of a company never published, and only published
 * companies are visible to a visitor).
 */
export async function renderCompanyPageHtml(
  ctx: ServiceContext,
  bundle: SsrBundle,
  input: { idOrSlug: string; search: string; publicUrl: string },
): Promise<string | null> {
  const row = await loadForVisitor(() => loadCompanyFor(ctx.db, null, input.idOrSlug))
  if (!row) return null
  const [company, stats] = await Promise.all([
    profileFor(ctx.db, null, row, ctx.now()),
    companyStats(ctx, row),
  ])
  return renderPageHtml(
    bundle,
    { kind: 'company', data: { idOrSlug: input.idOrSlug, search: input.search, company, stats } },
    { origin: input.publicUrl, canonicalPath: `/companies/${encodeURIComponent(row.slug)}` },
  )
}
