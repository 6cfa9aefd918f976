import { existsSync, readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import type { RenderedJobPage } from './job-page-html'

/** Where the build put the server-side bundle and the page template (server/prerendered-pages.ts names them). */
export type SsrBundleFiles = { entryFile: string; templateFile: string }

export type RenderJobPage = (input: { job: unknown; origin: string }) => Promise<RenderedJobPage>

export type SsrBundle = { renderJobPage: RenderJobPage; template: string }

/**
 * Loads the server-side bundle of the client (dist/ssr/entry-prerender.js) once, at the first job page. Without a
 * build (tests, a server started before `npm run build`) it answers null, and is asked again next time, so a
 * build made later is picked up; job pages are then the app shell, rendered by the browser as before.
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
        const module = (await import(pathToFileURL(entryFile).href)) as { renderJobPage?: unknown }
        if (typeof module.renderJobPage !== 'function')
          throw new Error(`${entryFile} does not export renderJobPage`)
        return {
          renderJobPage: module.renderJobPage as RenderJobPage,
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
