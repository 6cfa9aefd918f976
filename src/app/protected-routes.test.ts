// @vitest-environment happy-dom
// (a DOM: without one the router takes itself for a server render and leaves redirects to the response)
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { signedOutRouteSession } from '@/entities/session/route-session'
import { createAppRouter } from './router'

// The app's route tree pulls in the whole shell; its service-worker prompt imports a module only a Vite build has.
vi.mock('@/features/pwa/components/pwa-update-prompt', () => ({ PwaUpdatePrompt: () => null }))

/** Every signed-in page of the app (the spec's protected routes, and ours that act for a user), as visited. */
const PROTECTED = [
  '/account',
  '/onboarding',
  '/persona-selection',
  '/profile',
  '/profile/edit',
  '/alerts',
  '/applications',
  '/companies/create',
  '/companies/create/c1',
  '/companies/edit/c1',
  '/jobs/create',
  '/jobs/create/j1',
  '/jobs/edit/j1',
  '/jobs/manage?status=Draft',
  '/jobs/j1/apply',
  '/jobs/j1/analytics',
  '/jobs/j1/applicants',
  '/resumes/new',
  '/resumes/create',
  '/resumes/create/r1',
  '/resumes/edit/r1',
  '/admin/product-dashboard',
]

/**
 * Open to visitors although they serve signed-in users too (they show their own prompts), and the embeddable
 * resume page, which other sites frame and which must never ask to sign in.
 */
const OPEN = ['/dashboard', '/settings', '/embedded-resume/r1', '/embedded/resume/r1', '/embedded/resumes/r1']

async function landSignedOut(href: string) {
  const router = createAppRouter(new QueryClient(), {
    history: createMemoryHistory({ initialEntries: [href] }),
    session: signedOutRouteSession,
  })
  await router.load()
  return router.state.location
}

describe('protected routes', () => {
  it.each(PROTECTED)('%s sends a signed-out visitor to /login and back afterwards', async (href) => {
    const location = await landSignedOut(href)
    expect(location.pathname).toBe('/login')
    expect(location.search).toEqual({ redirect: href })
  })

  it.each(OPEN)('%s stays open to a signed-out visitor', async (href) => {
    expect((await landSignedOut(href)).pathname).toBe(href)
  })

  it('are guarded once, by the _authed layout: no route file repeats the guard or the gate', () => {
    const routeSources = import.meta.glob<string>('./routes/*.tsx', {
      query: '?raw',
      import: 'default',
      eager: true,
    })
    const guarding = Object.entries(routeSources)
      .filter(([, source]) => /requireVerifiedSession|<AuthGate\b/.test(source))
      .map(([file]) => file)
    expect(guarding).toEqual(['./routes/_authed.tsx'])
  })
})
