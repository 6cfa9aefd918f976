// Server-side entry: at build time (scripts/prerender.ts) it renders the public pages that look the same for every
// visitor; the build keeps the bundle (dist/ssr/) and the server renders data pages (a job, a company, the first
// page of jobs) with it per request (server/modules/server-pages). Phones paint real content before any JavaScript
// runs. Emotion writes the styles inline next to the markup when rendering on the server; the browser entry then
// hydrates the same tree.
import { renderToString } from 'react-dom/server'
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createAppQueryClient } from '@/lib/query-client'
import { takeServerPageMeta } from '@/hooks/use-page-meta'
import { PagePlaceholder } from '@/app/shell/page-placeholder'
import { AppRoot } from './app-root'
import { AppProviders } from './providers'
import { RootFrame } from './root-frame'
import { createAppRouter } from './router'
import { signedOutRouteSession } from '@/entities/session/route-session'

export async function renderPage(url: string) {
  const queryClient = createAppQueryClient({ production: true })
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [url] }),
    // The prerendered HTML is the page a signed-out visitor sees; the browser re-renders it for a signed-in one.
    session: signedOutRouteSession,
  })
  await router.load()
  const html = renderToString(<AppRoot queryClient={queryClient} router={router} />)
  const failed = router.state.matches.some((match) => match.status !== 'success')
  return { html, meta: takeServerPageMeta(), statusCode: failed ? 500 : 200 }
}

/** The public pages the server renders per request with their data (server/modules/server-pages). */
export { renderServerPage } from './ssr/render-server-page'

/** Chakra's global CSS, which the build puts in every page's <head>. */
export { renderGlobalCssTag } from './ssr/global-css'

/**
 * The app-shell page: the shell (top bar, sidebar, bottom bar, footer) around a loading placeholder. It is served
 * for every route without a page of its own, so the shell paints at once — from the service worker when offline —
 * while the app starts; the browser entry then renders the real page over it (no hydration). Signed-in users and
 * visitors get the same file, so the shell shows placeholders where the two differ (sessionUnknown) instead of a
 * signed-out version a signed-in user would see flash by.
 */
export async function renderAppShell() {
  const queryClient = createAppQueryClient({ production: true })
  // A path no route or navigation item matches, so no item of the shell is marked as the current page.
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: ['/app-shell'] }),
    session: signedOutRouteSession,
  })
  await router.load()
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterContextProvider router={router}>
          <RootFrame sessionUnknown>
            <PagePlaceholder />
          </RootFrame>
        </RouterContextProvider>
      </AppProviders>
    </StrictMode>,
  )
}
