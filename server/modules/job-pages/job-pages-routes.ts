import { Hono } from 'hono'
import type { AppEnv } from '../../core/app-env'
import { serviceContext } from '../../core/service-context'
import { isUuid } from '../../core/uuid'
import { renderJobPageHtml } from './job-pages-service'
import { ssrBundleLoader, type SsrBundleFiles } from './ssr-bundle'

/** HTML pages revalidate on every visit, like index.html and the prerendered pages (server/static.ts). */
const CACHE_REVALIDATE = 'no-cache'

/**
 * GET /jobs/{id}: the job page rendered on the server with its data (issue 13), for phones that would otherwise
 * wait for the scripts and an API call, and for crawlers and link unfurlers that run no script. Mounted before the
 * static routes: anything it does not render — not a job id (/jobs/create), a job a visitor may not see, no
 * server-side bundle built, a failed render — falls through to the app shell, which the client renders as before.
 */
export function jobPagesRoutes(files: SsrBundleFiles) {
  const loadBundle = ssrBundleLoader(files)
  return new Hono<AppEnv>().get('/:id', async (c, next) => {
    const id = c.req.param('id')
    if (!isUuid(id)) return next()
    let html: string | null = null
    try {
      const bundle = await loadBundle()
      if (bundle)
        html = await renderJobPageHtml(serviceContext(c), bundle, {
          id,
          publicUrl: c.var.deps.env.PUBLIC_URL,
        })
    } catch (error) {
      // The shell still gives the visitor the page (rendered by the browser); the failure is logged.
      c.var.log.error({ err: error, jobId: id }, 'Rendering a job page on the server failed')
    }
    if (html === null) return next()
    return c.html(html, 200, { 'Cache-Control': CACHE_REVALIDATE })
  })
}
