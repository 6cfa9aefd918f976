import { ChakraProvider } from '@chakra-ui/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { getSystem } from './system'

/**
 * For component tests only: renders `ui` inside Chakra and a memory router at `path`, so router links
 * and `aria-current` work as in the app. Every path renders the same `ui`.
 */
export async function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const rootRoute = createRootRoute({ component: () => <>{ui}</>, notFoundComponent: () => <>{ui}</> })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await act(() => router.load())
  const result = render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  )
  return { ...result, router }
}

export function renderInChakra(ui: ReactNode) {
  return render(<ChakraProvider value={getSystem()}>{ui}</ChakraProvider>)
}
