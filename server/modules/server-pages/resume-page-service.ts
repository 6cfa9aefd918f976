import type { ServiceContext } from '../../core/service-context'
import { isUuid } from '../../core/uuid'
import { findPerson } from '../people/person-read'
import { toResume } from '../resumes/resume-dto'
import { loadResumeFor, policyFlags } from '../resumes/resume-records'
import { loadForVisitor, renderPageHtml } from './server-page'
import type { SsrBundle } from './ssr-bundle'
import { RESERVED_RESUME_SLUGS } from '../resumes/resume-slug'
import { SLUG_CHARACTERS } from './person-page-service'

/** Whether /resumes/{segment} may be a resume's page: its id, or a slug no other page uses (/resumes/new…). */
export const isResumePageSegment = (segment: string) =>
  isUuid(segment) || (SLUG_CHARACTERS.test(segment) && !RESERVED_RESUME_SLUGS.has(segment))

/**
 * The HTML of /resumes/{idOrSlug} as a signed-out visitor sees it, or null when the server leaves the page to the
 * browser. Only a **public** resume is rendered (decision 050): recruiters-only, connections-only, private and
 * draft resumes are the API's 404 for a visitor, so the shell answers them exactly as it answers an unknown id —
 * a signed-in viewer who may see one still gets it from the client page, and nothing tells a visitor it exists.
 * A public resume of a demo or suspended person is left to the client too, like their profile.
 * The resume is shaped as GET /api/Resume/{id} answers an anonymous viewer (contact details removed when the
 * owner hid them, every "may I" flag false), without counting a view: the page asks for the resume again after
 * hydration, with the real viewer, and that request counts the visit, as on the job page.
 */
export async function renderResumePageHtml(
  ctx: ServiceContext,
  bundle: SsrBundle,
  input: { idOrSlug: string; publicUrl: string },
): Promise<string | null> {
  const loaded = await loadForVisitor(() => loadResumeFor(ctx.db, null, input.idOrSlug))
  if (!loaded || loaded.row.privacy !== 'public') return null
  const owner = await findPerson(ctx.db, loaded.row.userId)
  if (!owner || owner.isDemo || owner.suspendedAt) return null
  const resume = toResume(loaded.row, policyFlags(null, loaded, false))
  return renderPageHtml(
    bundle,
    { kind: 'resume', data: { idOrSlug: input.idOrSlug, resume } },
    { origin: input.publicUrl, canonicalPath: `/resumes/${encodeURIComponent(resume.slug || resume.id)}` },
  )
}
