import { createHash } from 'node:crypto'
import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'

/**
 * TanStack Router lazy-loads each route's component, so a cold visit fetches the route chunk only after the entry
 * script has run: one more round trip before anything paints. This plugin writes a small inline script into
 * index.html that maps each static route path to its chunks and adds <link rel="modulepreload"> for the current
 * path, so the route chunk downloads in parallel with the entry. Paths with parameters are left to the router.
 */
const ROUTE_CHUNK_RE = /\/src\/app\/routes\/([^/?]+)\.tsx\?tsr-split=/

/**
 * 'index' → '/', 'pricing' → '/pricing', 'jobs.upload' → '/jobs/upload', '_authed.jobs.manage' → '/jobs/manage'
 * (a segment starting with '_' is a pathless layout, not part of the URL); null for dynamic routes and for the
 * layouts themselves ('_authed', '__root').
 */
export function routePathOf(fileStem: string): string | null {
  const segments = fileStem.split('.')
  const isPathless = (segment: string) => segment.startsWith('_')
  if (fileStem.includes('$') || isPathless(segments[segments.length - 1] ?? '')) return null
  const inUrl = segments.filter((segment) => segment !== 'index' && !isPathless(segment))
  return '/' + inUrl.join('/')
}

function staticDeps(bundle: OutputBundle, fileName: string, seen: Set<string>): void {
  const chunk = bundle[fileName]
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return
  seen.add(fileName)
  for (const dep of chunk.imports) staticDeps(bundle, dep, seen)
}

export function buildRoutePreloadMap(bundle: OutputBundle, base = '/'): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')
  const entryDeps = new Set<string>()
  for (const entry of chunks.filter((c) => c.isEntry)) staticDeps(bundle, entry.fileName, entryDeps)
  const map: Record<string, string[]> = {}
  for (const chunk of chunks) {
    const match = chunk.facadeModuleId ? ROUTE_CHUNK_RE.exec(chunk.facadeModuleId) : null
    const path = match?.[1] ? routePathOf(match[1]) : null
    if (!path) continue
    const deps = new Set<string>()
    staticDeps(bundle, chunk.fileName, deps)
    map[path] = [...deps].filter((file) => !entryDeps.has(file)).map((file) => base + file)
  }
  return map
}

/** Links added per task: /jobs preloads ~60 small chunks, and adding them all at once was one ~200 ms task at 4× CPU. */
export const PRELOADS_PER_TASK = 8

/**
 * Adds <link rel="modulepreload"> for the current path's chunks, PRELOADS_PER_TASK at a time, each batch in a task of
 * its own (the route's own chunk comes first in the list, so it is asked for at once).
 */
export function preloadScript(map: Record<string, string[]>): string {
  return `(function(m){var p=location.pathname.replace(/\\/+$/,'')||'/',q=(m[p]||[]).slice();function add(){q.splice(0,${PRELOADS_PER_TASK}).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});if(q.length)setTimeout(add,0)}add()})(${JSON.stringify(map)})`
}

/** The same script as a file, named by its content: prerendered pages load it once they have painted. */
export function preloadScriptFile(source: string): string {
  return `assets/route-preload-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`
}

/**
 * index.html runs the script inline, at once (its entry script loads at once too). The prerendered pages and the
 * app shell built from it (scripts/prerender.ts) replace it with the file named in `data-route-preload`: the map
 * (~20 KB) would otherwise be parsed before every first paint, and is wanted only once the app's scripts start.
 */
export function routePreload(): Plugin {
  return {
    name: 'reelhire:route-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      const source = preloadScript(buildRoutePreloadMap(bundle))
      this.emitFile({ type: 'asset', fileName: preloadScriptFile(source), source })
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return []
        const source = preloadScript(buildRoutePreloadMap(ctx.bundle))
        return [
          {
            tag: 'script',
            attrs: { 'data-route-preload': '/' + preloadScriptFile(source) },
            children: source,
            injectTo: 'head',
          },
        ]
      },
    },
  }
}
