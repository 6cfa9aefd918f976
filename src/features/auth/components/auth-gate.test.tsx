// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getSystem } from '@/components/ui/system'
import { sessionStore } from '@/lib/session/session'
import { AuthGate } from './auth-gate'

const apiRequest = vi.hoisted(() => vi.fn())
vi.mock('@/lib/api-client/api-client', () => ({ apiRequest, createApiClient: () => ({ apiRequest }) }))

const loginUser = { id: 'u1', email: 'ada@example.com', name: 'Ada', role: 'JobSeeker' }

async function renderAt(path: string) {
  const root = createRootRoute({ component: () => <Outlet /> })
  const gated = createRoute({
    getParentRoute: () => root,
    id: '_authed',
    component: () => (
      <AuthGate>
        <Outlet />
      </AuthGate>
    ),
  })
  const secret = createRoute({
    getParentRoute: () => gated,
    path: '/settings',
    component: () => <p>Secret page</p>,
  })
  const login = createRoute({
    getParentRoute: () => root,
    path: '/login',
    component: () => <p>Login page</p>,
  })
  const verify = createRoute({
    getParentRoute: () => root,
    path: '/verify-email',
    component: () => <p>Verify page</p>,
  })
  const router = createRouter({
    routeTree: root.addChildren([gated.addChildren([secret]), login, verify]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await act(() => router.load())
  render(
    <ChakraProvider value={getSystem()}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  )
  return router
}

beforeEach(() => {
  apiRequest.mockReset()
  sessionStore.getState().clear()
})
afterEach(cleanup)

describe('AuthGate (protected routes)', () => {
  it('sends a signed-out visitor to /login?redirect=<path+query>', async () => {
    const router = await renderAt('/settings?tab=security')
    expect(await screen.findByText('Login page')).toBeTruthy()
    expect(router.state.location.search).toEqual({ redirect: '/settings?tab=security' })
  })

  it('sends a user whose isEmailVerified is explicitly false to /verify-email?redirect=…', async () => {
    sessionStore.getState().signIn({ user: loginUser, token: 'T', expiresAt: '' })
    sessionStore.getState().setUser({ ...loginUser, isEmailVerified: false })
    const router = await renderAt('/settings')
    expect(await screen.findByText('Verify page')).toBeTruthy()
    expect(router.state.location.search).toEqual({ redirect: '/settings' })
  })

  it('shows a spinner while the user is loaded, then the page', async () => {
    sessionStore.getState().signIn({ user: loginUser, token: 'T', expiresAt: '' })
    let resolve: (value: unknown) => void = () => {}
    apiRequest.mockReturnValue(new Promise((r) => (resolve = r)))
    await renderAt('/settings')
    expect(await screen.findByText('Loading your account…')).toBeTruthy()
    await act(async () => resolve({ ...loginUser, isEmailVerified: true }))
    await waitFor(() => expect(screen.getByText('Secret page')).toBeTruthy())
  })

  it('shows the page to a verified user', async () => {
    sessionStore.getState().signIn({ user: loginUser, token: 'T', expiresAt: '' })
    sessionStore.getState().setUser({ ...loginUser, isEmailVerified: true })
    await renderAt('/settings')
    expect(await screen.findByText('Secret page')).toBeTruthy()
    expect(apiRequest).not.toHaveBeenCalled()
  })
})
