// Test support (not shipped: only tests import it): the UI at `path` inside Chakra, React Query and a memory
// router whose other paths render "Now at {path}", so navigations and the leave-page blocker work as in the app.
import { ChakraProvider } from '@chakra-ui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { getSystem } from '@/components/ui/system'

function Elsewhere() {
  const location = useLocation()
  return <p>Now at {location.pathname}</p>
}

export async function renderAtRoute(ui: ReactNode, { path = '/jobs/create' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const root = createRootRoute({ component: () => <Outlet /> })
  const page = createRoute({ getParentRoute: () => root, path, component: () => <>{ui}</> })
  const other = createRoute({ getParentRoute: () => root, path: '$', component: Elsewhere })
  const router = createRouter({
    routeTree: root.addChildren([page, other]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await act(() => router.load())
  const result = render(
    <ChakraProvider value={getSystem()}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  )
  return { ...result, router, queryClient }
}
