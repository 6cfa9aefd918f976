import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { isEmbeddedResumePath } from '@/api/resumes/embedded-resume-paths'
import {
  APP_SHELL_FILE,
  PAGE_TEMPLATE_FILE,
  prerenderedFileFor,
  prerenderedFiles,
  SSR_DIR,
} from './prerendered-pages'

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable'
export const CACHE_REVALIDATE = 'no-cache'
export const CACHE_SHORT = 'public, max-age=3600'

/** Files whose name does not change between builds: the browser must revalidate them every time. */
const REVALIDATED = /^\/(index\.html|sw\.js|manifest\.webmanifest|registerSW\.js|workbox-[\w-]+\.js)?$/
/** A path that names a file, not a client route (kept to real extensions: /people/jane.doe is a route). */
const FILE_LIKE =
  /\.(js|mjs|css|map|json|webmanifest|html|txt|xml|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|otf|wasm|mp4|webm|pdf)$/i

export function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return CACHE_IMMUTABLE
  if (REVALIDATED.test(path)) return CACHE_REVALIDATE
  return CACHE_SHORT
}

/**
 * Serves the built client: real files with their cache policy (precompressed .br/.gz when the build has
 * them), a 404 for a missing file, and index.html for every other GET so client routes load the app.
 */
export function staticRoutes(distDir: string) {
  const indexFile = join(distDir, 'index.html')
  const appShellFile = join(distDir, APP_SHELL_FILE)
  const bareTemplateFile = join(distDir, PAGE_TEMPLATE_FILE)
  let serveFiles: MiddlewareHandler | undefined
  return new Hono()
    .get('*', (c, next) => {
      // The server-side bundle and page template (dist/ssr/) are the server's own, not the client's files.
      if (c.req.path === `/${SSR_DIR}` || c.req.path.startsWith(`/${SSR_DIR}/`)) {
        return c.text('Not found', 404, { 'Cache-Control': 'no-store' })
      }
      return next()
    })
    .get('*', (c, next) => {
      // A prerendered public page: same caching as index.html (it names the current hashed assets).
      if (FILE_LIKE.test(c.req.path)) return next()
      const html = readIfExists(join(distDir, prerenderedFileFor(c.req.path)))
      return html === undefined ? next() : c.html(html, 200, { 'Cache-Control': CACHE_REVALIDATE })
    })
    .get('*', revalidate(distDir), (c, next) => {
      // Created once dist/ exists, so a server started before `npm run build` picks the build up.
      if (!serveFiles && !existsSync(distDir)) return next()
      serveFiles ??= serveStatic({ root: distDir, precompressed: true })
      // Set before serving: serveStatic builds its response from the headers present at that point.
      c.header('Cache-Control', cacheControlFor(c.req.path))
      return serveFiles(c, next)
    })
    .get('*', (c) => {
      // A stale page asking for an old hashed chunk must get a 404, not HTML parsed as JavaScript.
      if (c.req.path.startsWith('/assets/') || FILE_LIKE.test(c.req.path)) {
        return c.text('Not found', 404, { 'Cache-Control': 'no-store' })
      }
      // The app shell paints the page's frame before the scripts run; a build without it has index.html. The
      // embeddable resume page has no frame (other sites show it in theirs): the page template, with the global CSS
      // and an empty root.
      const bare = isEmbeddedResumePath(c.req.path) ? readIfExists(bareTemplateFile) : undefined
      const html = bare ?? readIfExists(appShellFile) ?? readIfExists(indexFile)
      if (html === undefined) return c.html(MISSING_BUILD_PAGE, 503, { 'Cache-Control': 'no-store' })
      return c.html(html, 200, { 'Cache-Control': CACHE_REVALIDATE })
    })
}

/** Weak ETag from size and mtime for the no-cache files, so revalidation costs a 304 instead of a download. */
function revalidate(distDir: string) {
  return async (c: Context, next: () => Promise<void>) => {
    if (cacheControlFor(c.req.path) !== CACHE_REVALIDATE) return next()
    const file = join(distDir, c.req.path === '/' ? 'index.html' : c.req.path)
    const stats = statIfExists(file)
    if (!stats) return next()
    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`
    if (c.req.header('if-none-match') === etag) {
      return c.body(null, 304, { ETag: etag, 'Cache-Control': CACHE_REVALIDATE })
    }
    await next()
    c.res.headers.set('ETag', etag)
  }
}

/**
 * sha256 sources for the inline scripts of index.html and the prerendered pages (the theme and scroll-restoration
 * scripts React renders there), so the CSP can keep script-src without 'unsafe-inline'.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const pages = [join(distDir, 'index.html'), ...prerenderedFiles(distDir)]
  const hashes = new Set<string>()
  for (const html of pages.map((file) => readIfExists(file) ?? '')) {
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
      const body = match[1] ?? ''
      if (body.trim() !== '') hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
    }
  }
  return [...hashes]
}

function readIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

function statIfExists(file: string) {
  try {
    const stats = statSync(file)
    return stats.isFile() ? stats : undefined
  } catch {
    return undefined
  }
}

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>ReelHire — build missing</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>ReelHire has not been built yet</h1>
<p>The API is running, but there is no client build to serve. Run <code>npm run build</code> and reload,
or use <code>npm run dev</code> while developing.</p>
</body></html>`
