import { existsSync, readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import type { RenderedServerPage } from './page-html'

/** Where the build put the server-side bundle and the page template (server/prerendered-pages.ts names them). */
export type SsrBundleFiles = { entryFile: string; templateFile: string }

/**
 * The pages the server renders per request, and the data each is rendered from: what the API answers a signed-out
 * visitor for the same page (the bundle checks it against the contract's schemas before rendering). The bundle's
 * side is src/app/ssr/render-server-page.tsx.
 */
export type ServerPageInput =
  | { kind: 'job'; data: { job: unknown } }
  | { kind: 'company'; data: { idOrSlug: string; search: string; company: unknown; stats: unknown } }
  | { kind: 'jobs'; data: { list: unknown } }
  | {
      kind: 'person'
      data: { path: 'people' | 'profile'; idOrSlug: string; person: unknown; resumes: unknown }
    }
  | { kind: 'resume'; data: { idOrSlug: string; resume: unknown } }

export type RenderServerPage = (input: ServerPageInput & { origin: string }) => Promise<RenderedServerPage>

export type SsrBundle = { renderServerPage: RenderServerPage; template: string }

/**
 * Loads the server-side bundle of the client (dist/ssr/entry-prerender.js) once, at the first page rendered. Without
 * a build (tests, a server started before `npm run build`) it answers null, and is asked again next time, so a
 * build made later is picked up; those pages are then the app shell, rendered by the browser as before.
 */
export function ssrBundleLoader({
  entryFile,
  templateFile,
}: SsrBundleFiles): () => Promise<SsrBundle | null> {
  let loaded: Promise<SsrBundle> | undefined
  return async () => {
    if (!loaded) {
      if (!existsSync(entryFile) || !existsSync(templateFile)) return null
      loaded = (async () => {
        const module = (await import(pathToFileURL(entryFile).href)) as { renderServerPage?: unknown }
        if (typeof module.renderServerPage !== 'function')
          throw new Error(`${entryFile} does not export renderServerPage`)
        return {
          renderServerPage: module.renderServerPage as RenderServerPage,
          template: readFileSync(templateFile, 'utf8'),
        }
      })()
      // A failed load is retried at the next request rather than cached.
      loaded.catch(() => {
        loaded = undefined
      })
    }
    return loaded
  }
}
