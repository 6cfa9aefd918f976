// @vitest-environment happy-dom
// (a DOM: without one the router takes itself for a server render and leaves redirects to the response)
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { sessionStore } from '@/lib/session/session'
import type { SessionUser } from '@/lib/session/session-user'
import { requireVerifiedSession } from './require-verified-session'
import { signedOutRouteSession, type RouteSession } from './route-session'

const ada: SessionUser = { id: 'u1', email: 'ada@example.com', name: 'Ada', role: 'JobSeeker' }
const signedInAs = (user: SessionUser): RouteSession => ({ current: () => ({ token: 'T', user }) })

/** A pathless `_authed` layout guarding /jobs/manage, as in src/app/routes, with the given session in context. */
async function open(path: string, session: RouteSession) {
  const root = createRootRouteWithContext<{ session: RouteSession }>()({ component: Outlet })
  const search = v.object({ redirect: v.optional(v.string()) })
  const authed = createRoute({
    getParentRoute: () => root,
    id: '_authed',
    beforeLoad: ({ context, location }) => requireVerifiedSession(context.session, location.href),
  })
  const manage = createRoute({ getParentRoute: () => authed, path: '/jobs/manage' })
  const login = createRoute({ getParentRoute: () => root, path: '/login', validateSearch: search })
  const verify = createRoute({ getParentRoute: () => root, path: '/verify-email', validateSearch: search })
  const router = createRouter({
    routeTree: root.addChildren([authed.addChildren([manage]), login, verify]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { session },
  })
  await router.load()
  return router.state.location
}

describe('the _authed guard (reads the router context session)', () => {
  it('sends a signed-out visitor to /login with the page asked for, query and all', async () => {
    const location = await open('/jobs/manage?status=Draft', signedOutRouteSession)
    expect(location.pathname).toBe('/login')
    expect(location.search).toEqual({ redirect: '/jobs/manage?status=Draft' })
  })

  it('goes by the context, not the tab session store', async () => {
    sessionStore.getState().signIn({ user: ada, token: 'T', expiresAt: '' })
    try {
      expect((await open('/jobs/manage', signedOutRouteSession)).pathname).toBe('/login')
    } finally {
      sessionStore.getState().clear()
    }
    expect((await open('/jobs/manage', signedInAs(ada))).pathname).toBe('/jobs/manage')
  })

  it('sends a user whose email is explicitly unverified to /verify-email with the page kept', async () => {
    const location = await open('/jobs/manage', signedInAs({ ...ada, isEmailVerified: false }))
    expect(location.pathname).toBe('/verify-email')
    expect(location.search).toEqual({ redirect: '/jobs/manage' })
  })

  it('lets a verified user, or one not yet known to be unverified, through', async () => {
    expect((await open('/jobs/manage', signedInAs({ ...ada, isEmailVerified: true }))).pathname).toBe(
      '/jobs/manage',
    )
    expect((await open('/jobs/manage', signedInAs(ada))).pathname).toBe('/jobs/manage')
  })

  it('treats a token without a user as signed out', async () => {
    const tokenOnly: RouteSession = { current: () => ({ token: 'T', user: null }) }
    expect((await open('/jobs/manage', tokenOnly)).pathname).toBe('/login')
  })
})
