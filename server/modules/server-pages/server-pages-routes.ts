import { Hono, type Context, type Next } from 'hono'
import type { AppEnv } from '../../core/app-env'
import { serviceContext, type ServiceContext } from '../../core/service-context'
import { isUuid } from '../../core/uuid'
import { isCompanyPageSegment, renderCompanyPageHtml } from './company-page-service'
import { renderJobPageHtml } from './job-page-service'
import { renderJobsPageHtml } from './jobs-page-service'
import { isPersonPageSegment, renderPersonPageHtml, type PersonPagePath } from './person-page-service'
import { isResumePageSegment, renderResumePageHtml } from './resume-page-service'
import { ssrBundleLoader, type SsrBundle, type SsrBundleFiles } from './ssr-bundle'

/** HTML pages revalidate on every visit, like index.html and the prerendered pages (server/static.ts). */
const CACHE_REVALIDATE = 'no-cache'

type PageRenderer = (
  ctx: ServiceContext,
  bundle: SsrBundle,
  urls: { publicUrl: string },
) => Promise<string | null>

/**
 * Public pages rendered on the server with their data (issue 13), for phones that would otherwise wait for the
 * scripts and an API call, and for crawlers and link unfurlers that run no script. Mounted before the static
 * routes: anything not rendered here — a path that is no such page (/jobs/create), a page a visitor may not see,
 * no server-side bundle built, a failed render — falls through to the app shell, which the client renders as before.
 */
export function serverPagesRoutes(files: SsrBundleFiles) {
  const loadBundle = ssrBundleLoader(files)
  const serve = async (c: Context<AppEnv>, next: Next, what: string, render: PageRenderer) => {
    let html: string | null = null
    try {
      const bundle = await loadBundle()
      if (bundle) html = await render(serviceContext(c), bundle, { publicUrl: c.var.deps.env.PUBLIC_URL })
    } catch (error) {
      // The shell still gives the visitor the page (rendered by the browser); the failure is logged.
      c.var.log.error({ err: error, path: c.req.path }, `Rendering ${what} on the server failed`)
    }
    if (html === null) return next()
    return c.html(html, 200, { 'Cache-Control': CACHE_REVALIDATE })
  }

  // A profile or a resume with a query string is the shell: those routes keep the search in their URL, and the
  // server renders the one URL it seeds (as on /jobs).
  const hasSearch = (c: Context<AppEnv>) => new URL(c.req.url).search !== ''
  const personPage = (c: Context<AppEnv>, next: Next, path: PersonPagePath) => {
    const idOrSlug = c.req.param('id') ?? ''
    if (!isPersonPageSegment(idOrSlug) || hasSearch(c)) return next()
    return serve(c, next, 'a profile page', (ctx, bundle, { publicUrl }) =>
      renderPersonPageHtml(ctx, bundle, { path, idOrSlug, publicUrl }),
    )
  }

  return new Hono<AppEnv>()
    .get('/jobs', (c, next) => {
      // Only the plain /jobs (strict routing: /jobs/ is not this route, and stays the shell). Any query string —
      // a search, filters, another page, the per-user Saved tab — is the shell too: the client's URL parsing is
      // lenient and normalising (parseJobsSearch), and a page seeded under a key the client would not compute from
      // the same URL would be fetched again or hydrate differently, so only the one mapping known to be exact is
      // rendered here.
      if (new URL(c.req.url).search !== '') return next()
      return serve(c, next, 'the jobs page', (ctx, bundle, { publicUrl }) =>
        renderJobsPageHtml(ctx, bundle, { publicUrl }),
      )
    })
    .get('/jobs/:id', (c, next) => {
      const id = c.req.param('id')
      if (!isUuid(id)) return next()
      return serve(c, next, 'a job page', (ctx, bundle, { publicUrl }) =>
        renderJobPageHtml(ctx, bundle, { id, publicUrl }),
      )
    })
    .get('/companies/:id', (c, next) => {
      const idOrSlug = c.req.param('id')
      if (!isCompanyPageSegment(idOrSlug)) return next()
      // The search is rendered as it is (?tab=jobs): the page's queries do not depend on it, only which tab shows.
      const search = new URL(c.req.url).search
      return serve(c, next, 'a company page', (ctx, bundle, { publicUrl }) =>
        renderCompanyPageHtml(ctx, bundle, { idOrSlug, search, publicUrl }),
      )
    })
    .get('/people/:id', (c, next) => personPage(c, next, 'people'))
    .get('/profile/:id', (c, next) => personPage(c, next, 'profile'))
    .get('/resumes/:id', (c, next) => {
      const idOrSlug = c.req.param('id')
      if (!isResumePageSegment(idOrSlug) || hasSearch(c)) return next()
      return serve(c, next, 'a resume page', (ctx, bundle, { publicUrl }) =>
        renderResumePageHtml(ctx, bundle, { idOrSlug, publicUrl }),
      )
    })
}
