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
import { beforeEach, describe, expect, it } from 'vitest'
import type { SessionUser } from '@/lib/session/session-user'
import { redirectIfSignedIn, signedInTarget } from './redirect-signed-in'
import type { RouteSession } from './route-session'

const user = { id: 'u1', email: 'ada@example.com', name: 'Ada', role: 'JobSeeker' }

/** The session the router context carries; the tab's session store stays empty, so only the context can count. */
let current: ReturnType<RouteSession['current']> = { token: null, user: null }
const session: RouteSession = { current: () => current }
const signIn = (signedIn: SessionUser) => void (current = { token: 'T', user: signedIn })

/** /login and /signup wired as in src/app/routes, beside the pages they may send a signed-in user to. */
async function landAt(path: string) {
  const root = createRootRouteWithContext<{ session: RouteSession }>()({ component: Outlet })
  const search = v.object({ redirect: v.optional(v.string()) })
  const page = (route: string) =>
    createRoute({ getParentRoute: () => root, path: route, validateSearch: search })
  const signedOutOnly = (route: string) =>
    createRoute({
      getParentRoute: () => root,
      path: route,
      validateSearch: search,
      beforeLoad: ({ context, search: { redirect } }) => redirectIfSignedIn(context.session, redirect),
    })
  const router = createRouter({
    routeTree: root.addChildren([
      signedOutOnly('/login'),
      signedOutOnly('/signup'),
      page('/dashboard'),
      page('/jobs'),
      page('/verify-email'),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { session },
  })
  await router.load()
  return router.state.location
}

beforeEach(() => void (current = { token: null, user: null }))

describe('signed-out-only pages (/login, /signup)', () => {
  it('stay open to signed-out visitors', async () => {
    expect((await landAt('/login?redirect=%2Fjobs')).pathname).toBe('/login')
    expect((await landAt('/signup')).pathname).toBe('/signup')
  })

  it('send a signed-in user to the ?redirect= target, query and all', async () => {
    signIn(user)
    const location = await landAt('/login?redirect=%2Fjobs%3Fsearch%3Dreact')
    expect(location.pathname).toBe('/jobs')
    expect(location.search).toEqual({ search: 'react' })
  })

  it('send a signed-in user to /dashboard without a target, from /signup too', async () => {
    signIn(user)
    expect((await landAt('/login')).pathname).toBe('/dashboard')
    expect((await landAt('/signup?role=employer')).pathname).toBe('/dashboard')
  })

  it('never follow an off-site target', async () => {
    signIn(user)
    expect((await landAt('/login?redirect=%2F%2Fevil.example%2Fphish')).pathname).toBe('/dashboard')
    expect((await landAt('/signup?redirect=https%3A%2F%2Fevil.example')).pathname).toBe('/dashboard')
  })

  it('send an unverified user to /verify-email with the target kept', async () => {
    signIn({ ...user, isEmailVerified: false })
    const location = await landAt('/login?redirect=%2Fjobs')
    expect(location.pathname).toBe('/verify-email')
    expect(location.search).toEqual({ redirect: '/jobs' })
  })
})

describe('signedInTarget', () => {
  it('keeps same-origin paths and drops the signed-out pages themselves', () => {
    expect(signedInTarget('/settings?tab=security#2fa')).toBe('/settings?tab=security#2fa')
    expect(signedInTarget('/login?redirect=%2Fjobs')).toBe('/dashboard')
    expect(signedInTarget('/Signup/')).toBe('/dashboard')
    expect(signedInTarget(undefined)).toBe('/dashboard')
    expect(signedInTarget('//evil.example')).toBe('/dashboard')
  })
})
