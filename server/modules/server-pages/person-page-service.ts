import type { ServiceContext } from '../../core/service-context'
import { isUuid } from '../../core/uuid'
import { findPerson, getPerson, getPersonResumes } from '../people/person-read'
import { loadForVisitor, renderPageHtml } from './server-page'
import type { SsrBundle } from './ssr-bundle'

/** The characters of a slug (core/slug.ts; a user's may end with the dash a length cut left). */
export const SLUG_CHARACTERS = /^[a-z0-9][a-z0-9-]*$/

/** /profile/{segment}s that are other pages of the client (/profile/edit), whatever slug someone has. */
const OTHER_PAGES: ReadonlySet<string> = new Set(['edit'])

/** Whether /people/{segment} or /profile/{segment} may be a person's page: their id, or a slug-shaped segment. */
export const isPersonPageSegment = (segment: string) =>
  isUuid(segment) || (SLUG_CHARACTERS.test(segment) && !OTHER_PAGES.has(segment))

/** The two addresses of a person's profile (src/app/routes/people.$id.tsx and profile.$id.tsx render the same page). */
export type PersonPagePath = 'people' | 'profile'

/**
 * The HTML of /people/{idOrSlug} or /profile/{idOrSlug} as a signed-out visitor sees it, or null when the server
 * leaves the page to the browser: someone a visitor may not see (unknown, unverified — the API's 404), and also a
 * demo person or a suspended one — the API still answers their own link, but neither is a page to put in front of
 * crawlers and link unfurlers, so those get the app shell and the client page exactly as before.
 * The profile and the resumes list are loaded as an anonymous viewer whoever asks — what GET /api/People/{id} and
 * /resumes answer a visitor: connection state 'none', no profile views, only public resumes — so nothing private
 * is in the HTML; a signed-in viewer's state arrives after hydration (their queries are keyed by their id).
 * Viewing a profile counts nothing, so nothing is asked again for a visit to count.
 *
 * The canonical URL is /people/{slug} for both addresses: the address the page itself shares (its Copy link).
 */
export async function renderPersonPageHtml(
  ctx: ServiceContext,
  bundle: SsrBundle,
  input: { path: PersonPagePath; idOrSlug: string; publicUrl: string },
): Promise<string | null> {
  const row = await findPerson(ctx.db, input.idOrSlug)
  if (!row || row.isDemo || row.suspendedAt) return null
  const person = await loadForVisitor(() => getPerson(ctx.db, null, input.idOrSlug))
  if (!person) return null
  const resumes = await getPersonResumes(ctx.db, null, input.idOrSlug)
  return renderPageHtml(
    bundle,
    { kind: 'person', data: { path: input.path, idOrSlug: input.idOrSlug, person, resumes } },
    { origin: input.publicUrl, canonicalPath: `/people/${encodeURIComponent(person.slug || person.id)}` },
  )
}
