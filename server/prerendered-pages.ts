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

export function prerenderedFileFor(urlPath: string): string {
  const clean = urlPath.replace(/\/+$/, '') || '/'
  return `${PRERENDERED_DIR}/${clean === '/' ? 'index' : clean.slice(1).replaceAll('/', '_')}.html`
}

/** Every prerendered page file and the app shell, for the CSP hashes of their inline scripts. */
export function prerenderedFiles(distDir: string): string[] {
  const shell = existsSync(join(distDir, APP_SHELL_FILE)) ? [join(distDir, APP_SHELL_FILE)] : []
  try {
    return readdirSync(join(distDir, PRERENDERED_DIR))
      .filter((name) => name.endsWith('.html'))
      .map((name) => join(distDir, PRERENDERED_DIR, name))
      .concat(shell)
  } catch {
    return shell
  }
}
