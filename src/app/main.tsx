import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createAppQueryClient } from '@/lib/query-client'
import { installGlobalErrorHandlers, logger } from '@/lib/logger'
import { followConnectivity } from '@/lib/online-state'
import { startPageSnapshots } from '@/lib/page-snapshot/capture'
import { startQueryPersistence } from '@/lib/query-persistence/query-persistence'
import { startStoragePersistenceTriggers } from '@/lib/storage-persistence'
import { connectivity } from '@/lib/sync/connectivity'
import { signedInUserId } from '@/lib/session/session'
import { getSystem } from '@/components/ui/system'
import { AppRoot } from './app-root'
import { hydrateServerQueryState, refetchAfterHydration } from './ssr/server-query-state'
import { createAppRouter } from './router'

// Before the first render, so errors while starting up are logged and reported too.
installGlobalErrorHandlers()

// Offline is what the app can reach, not what the browser claims: lie-fi pauses queries like an outage.
followConnectivity(connectivity)
startStoragePersistenceTriggers()

const queryClient = createAppQueryClient()

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('Missing #root element')

// No top-level await: lazy route chunks import from the start-up chunk this module is bundled into, and a module
// still evaluating (awaiting) would make every such import wait for it — the first route's among them.
void start(rootElement)

async function start(rootElement: HTMLElement) {
  // User-timing marks of the start-up stages (the offline bench and DevTools' Performance panel show them).
  performance.mark('app:start')
  // The persisted query cache first (at most RESTORE_TIMEOUT_MS), so loaders find what was saved offline; saving
  // starts once it is restored.
  await startQueryPersistence(queryClient)
  performance.mark('app:cache-restored')
  // A page the server rendered with data (server/modules/server-pages: a job, a company, the first page of jobs)
  // carries the queries it rendered with: seeded before the route loads, the first render matches the HTML
  // without a fetch first.
  const serverQueryKeys = hydrateServerQueryState(queryClient)
  // Created here rather than while the module loads (processing the route tree is ~100 ms on a slow phone): module
  // evaluation is already the longest task of the start-up, and the IndexedDB read above began a new one.
  const router = createAppRouter(queryClient)

  // Resolve the first route (its chunk is already preloaded by index.html) before rendering, so the tree renders
  // once in its final state instead of twice (pending, then loaded).
  await router.load()
  performance.mark('app:route-loaded')
  // Chakra's system (every token into CSS variables: ~250 ms at 4× CPU) in a task of its own, not inside the first
  // render's: the render is time-sliced, but no slice can be shorter than this one call.
  await yieldToBrowser()
  getSystem()

  const app = <AppRoot queryClient={queryClient} router={router} />
  // The app-shell page (every route without a prerendered page) holds only the frame and a placeholder, or the
  // last view of the page (src/lib/page-snapshot): the app renders over it (React replaces the container's
  // content when it commits) instead of hydrating it.
  const isAppShell = document.documentElement.hasAttribute('data-app-shell')
  if (rootElement.hasChildNodes() && !isAppShell) {
    // Let the prerendered HTML reach the screen before the start-up work below (a phone may otherwise run it
    // first and paint nothing until it is done). The timeout covers tabs that get no animation frames.
    await new Promise<void>((resolve) => {
      requestAnimationFrame(() => setTimeout(resolve, 0))
      setTimeout(resolve, 100)
    })
    // Tell the router the markup came from a server render, so it renders the same wrappers as the prerenderer
    // did (no client-only Suspense boundary around the matches); otherwise hydration fails at the very top.
    router.ssr = { manifest: undefined }
    // From here React sees taps itself: the page's loader stops keeping the last early one (scripts/prerender.ts).
    document.documentElement.setAttribute('data-app-attached', '')
    // A prerendered public page (scripts/prerender.ts): hydration is time-sliced and keeps the painted HTML.
    // A signed-in visitor or a collapsed sidebar differs from the signed-out prerender; React then re-renders
    // that part on the client, which is expected, so it is a warning rather than an error report.
    startTransition(() => {
      hydrateRoot(rootElement, app, {
        onRecoverableError: (error) =>
          logger.warn('Hydration fell back to client rendering', { error: String(error) }),
      })
    })
    // The server rendered as a visitor and counted no view: a visitor's page asks again once hydrated (that request
    // counts the view, as the page's fetch did before); a signed-in viewer's page asks by itself, for its own part.
    if (!signedInUserId()) refetchAfterHydration(queryClient, serverQueryKeys)
  } else {
    // A transition render is time-sliced: it yields to the browser every few milliseconds instead of blocking
    // the main thread for its whole length (most of Lighthouse's Total Blocking Time on phones).
    const root = createRoot(rootElement)
    document.documentElement.setAttribute('data-app-attached', '')
    startTransition(() => root.render(app))
  }
  // The last view of listing and detail pages, shown at once on the next visit (src/lib/page-snapshot).
  startPageSnapshots((listener) => router.subscribe('onRendered', listener))
}

/** Ends the current task: what follows runs in a new one, after the browser had a chance to paint or handle input. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
