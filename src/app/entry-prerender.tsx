// Server-side entry: at build time (scripts/prerender.ts) it renders the public pages that look the same for every
// visitor; the build keeps the bundle (dist/ssr/) and the server renders job pages with it per request
// (server/modules/job-pages). Phones paint real content before any JavaScript runs. Emotion writes the styles inline
// next to the markup when rendering on the server; the browser entry then hydrates the same tree.
import * as v from 'valibot'
import { renderToString } from 'react-dom/server'
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createAppQueryClient } from '@/lib/query-client'
import { JobSchema } from '@/api/jobs/job-full'
import { documentTitle, takeServerPageMeta } from '@/hooks/use-page-meta'
import { jobQueryOptions } from '@/features/jobs/api/get-job'
import { setServerSiteOrigin } from '@/lib/site-origin'
import { PagePlaceholder } from '@/app/shell/page-placeholder'
import { AppRoot } from './app-root'
import { AppProviders } from './providers'
import { RootFrame } from './root-frame'
import { createAppRouter } from './router'
import { signedOutRouteSession } from '@/entities/session/route-session'
import { hoistEmotionStyles } from './ssr/emotion-styles'
import { serializeQueryState } from './ssr/server-query-state'

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

/**
 * /jobs/{id} for a signed-out visitor, rendered on the server per request: `job` is what GET /api/Job/{id}
 * answers a visitor (the server loads it; never a signed-in viewer's copy). It seeds the query client under the
 * key the page reads, so the page renders with its data, and the same data goes into the page as JSON for the
 * browser entry to hydrate from (no fetch before the first render, no flash). The body's emotion styles come back hoisted (`head`).
 */
export async function renderJobPage({ job, origin }: { job: unknown; origin: string }) {
  const data = v.parse(JobSchema, job)
  const { queryKey } = jobQueryOptions(data.id)
  const queryClient = createAppQueryClient({ production: true })
  queryClient.setQueryData(queryKey, data)
  setServerSiteOrigin(origin)
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [`/jobs/${encodeURIComponent(data.id)}`] }),
    session: signedOutRouteSession,
  })
  await router.load()
  const html = renderToString(<AppRoot queryClient={queryClient} router={router} />)
  const meta = takeServerPageMeta()
  const failed = router.state.matches.some((match) => match.status !== 'success')
  const { body, head } = hoistEmotionStyles(html)
  const queryState = serializeQueryState(queryClient, [queryKey])
  // The server renders one page per request: its cache's garbage-collection timers must not keep it in memory.
  queryClient.clear()
  return {
    statusCode: failed ? 500 : 200,
    body,
    head,
    title: documentTitle(meta?.title ?? data.title),
    description: meta?.description ?? '',
    queryState,
  }
}

export type RenderedJobPage = Awaited<ReturnType<typeof renderJobPage>>

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
