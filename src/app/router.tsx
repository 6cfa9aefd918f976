import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './route-tree.gen'
import { PageErrorScreen } from '@/components/errors/page-error-screen'
import { NotFoundPage } from '@/components/errors/not-found-page'

/** `history` is given when prerendering (a memory history); the browser uses its own by default. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read through the query cache, so the router's own cache would only duplicate it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: PageErrorScreen,
    defaultNotFoundComponent: NotFoundPage,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
