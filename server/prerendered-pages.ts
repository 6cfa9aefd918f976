import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Public pages prerendered at build time (scripts/prerender.ts) live in DIST_DIR/prerendered/: '/' is index.html,
 * '/pricing' is pricing.html, '/a/b' is a_b.html. The server answers those paths with them so phones paint real
 * content before the JavaScript runs; every other client route gets the plain app shell.
 */
export const PRERENDERED_DIR = 'prerendered'

/**
 * The shell around a loading placeholder (scripts/prerender.ts): the answer for every client route without a page
 * of its own, and what the service worker serves for navigations (sw/navigation.ts names it too).
 */
export const APP_SHELL_FILE = 'app-shell.html'

/**
 * The server-side bundle the build keeps (scripts/build.ts) for pages rendered per request (server/modules/
 * server-pages), and the page those are filled into: index.html with the prerendered pages' deferred script loader.
 * Never served as static files (server/static.ts).
 */
export const SSR_DIR = 'ssr'
export const SSR_ENTRY_FILE = `${SSR_DIR}/entry-prerender.js`
export const PAGE_TEMPLATE_FILE = `${SSR_DIR}/page-template.html`

/** The server-side bundle's files in a build (for server/modules/server-pages). */
export function ssrBundleFiles(distDir: string): { entryFile: string; templateFile: string } {
  return { entryFile: join(distDir, SSR_ENTRY_FILE), templateFile: join(distDir, PAGE_TEMPLATE_FILE) }
}

export function prerenderedFileFor(urlPath: string): string {
  const clean = urlPath.replace(/\/+$/, '') || '/'
  return `${PRERENDERED_DIR}/${clean === '/' ? 'index' : clean.slice(1).replaceAll('/', '_')}.html`
}

/** Every prerendered page file, the app shell and the page template, for the CSP hashes of their inline scripts. */
export function prerenderedFiles(distDir: string): string[] {
  const shell = [APP_SHELL_FILE, PAGE_TEMPLATE_FILE]
    .map((file) => join(distDir, file))
    .filter((file) => existsSync(file))
  try {
    return readdirSync(join(distDir, PRERENDERED_DIR))
      .filter((name) => name.endsWith('.html'))
      .map((name) => join(distDir, PRERENDERED_DIR, name))
      .concat(shell)
  } catch {
    return shell
  }
}
