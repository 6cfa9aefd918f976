// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/components/ui/test-providers'
import { AppShell } from './app-shell'
import { AUTH_TOKEN_KEY, CURRENT_USER_KEY } from '../../entities/session/use-session-summary'

const USER_NAME = 'Maya Okafor'

function storeSignedInUser() {
  localStorage.setItem(AUTH_TOKEN_KEY, 'token')
  localStorage.setItem(
    CURRENT_USER_KEY,
    JSON.stringify({ id: 'u1', email: 'maya@example.com', name: USER_NAME, role: 'JobSeeker' }),
  )
}

/** Every link name inside a landmark, shown or not (the sidebar and the bottom bar each hide at one width). */
function linkNames(navName: string) {
  // By attribute: a landmark hidden at this width has no accessible name to query it by.
  const nav = document.querySelector<HTMLElement>(`nav[aria-label="${navName}"]`)
  if (!nav) throw new Error(`No navigation named ${navName}`)
  return within(nav)
    .queryAllByRole('link', { hidden: true })
    .map((link) => link.textContent)
}

// Markup and attributes (aria-labels included), so a name in an avatar's label counts too.
const shellHtml = () => document.body.innerHTML

beforeEach(() => localStorage.clear())
afterEach(cleanup)

describe('AppShell with the session unknown (the app-shell page)', () => {
  it('shows neither the signed-in user nor the sign-in actions, even with a session stored', async () => {
    storeSignedInUser()
    await renderWithProviders(
      <AppShell sessionUnknown>
        <p>page</p>
      </AppShell>,
    )
    await screen.findByText('page')
    expect(shellHtml()).not.toContain(USER_NAME)
    expect(shellHtml()).not.toContain('maya@example.com')
    for (const text of ['Sign In', 'Get Started', 'Login', 'Sign Out', 'Upgrade Account', 'Free']) {
      expect(screen.queryAllByText(text, { exact: true }), text).toHaveLength(0)
    }
    // Placeholders stand in the top bar, the sidebar and the bottom bar.
    expect(document.querySelectorAll('[data-session-placeholder]')).toHaveLength(3)
  })

  it('keeps the items that are the same for everybody', async () => {
    await renderWithProviders(
      <AppShell sessionUnknown>
        <p>page</p>
      </AppShell>,
    )
    await screen.findByText('page')
    expect(linkNames('Main')).toEqual([
      'Home',
      'Dashboard',
      'Resumes',
      'Jobs',
      'Companies',
      'People',
      'Tools',
      'Tasks',
      'Outreach',
      'Account',
      'Settings',
    ])
    expect(linkNames('Primary')).toEqual(['Home', 'Jobs', 'Resumes', 'People'])
    // The visitor's site navigation (Features, Pricing, About) is signed-out only.
    expect(document.querySelector('nav[aria-label="Site"]')).toBeNull()
  })

  it('shows the stored session as before when the session is known', async () => {
    storeSignedInUser()
    await renderWithProviders(
      <AppShell>
        <p>page</p>
      </AppShell>,
    )
    await screen.findByText('page')
    expect(shellHtml()).toContain(USER_NAME)
    expect(linkNames('Primary')).toEqual(['Home', 'Jobs', 'Resumes', 'People', 'Dashboard'])
    expect(document.querySelector('[data-session-placeholder]')).toBeNull()

    cleanup()
    localStorage.clear()
    await renderWithProviders(
      <AppShell>
        <p>page</p>
      </AppShell>,
    )
    await screen.findByText('page')
    expect(screen.getAllByText('Sign In', { exact: true }).length).toBeGreaterThan(0)
    expect(linkNames('Primary')).toEqual(['Home', 'Jobs', 'Resumes', 'People', 'Login'])
  })
})
