import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './route-tree.gen'
import { PageErrorScreen } from '@/components/errors/page-error-screen'
import { NotFoundPage } from '@/components/errors/not-found-page'
import { tabRouteSession, type RouteSession } from '@/entities/session/route-session'

type AppRouterOptions = {
  /** Given when prerendering (a memory history); the browser uses its own by default. */
  history?: RouterHistory
  /** Who is signed in, for guards and loaders (context.session): this tab's session unless told otherwise. */
  session?: RouteSession
}

export function createAppRouter(
  queryClient: QueryClient,
  { history, session = tabRouteSession }: AppRouterOptions = {},
) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient, session },
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
