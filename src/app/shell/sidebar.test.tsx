// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/components/ui/test-providers'
import { SIDEBAR_STORAGE_KEY, useLayoutStore } from './layout-store'
import { Sidebar } from './sidebar'
import type { SessionSummary } from '../../entities/session/use-session-summary'

const signedOut: SessionSummary = { isSignedIn: false, user: null }
const signedIn: SessionSummary = {
  isSignedIn: true,
  user: { id: 'u1', email: 'maya@example.com', name: 'Maya Okafor', role: 'JobSeeker' },
}

beforeEach(async () => {
  ;(
    window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({
    width: 1440,
    height: 900,
  })
  localStorage.clear()
  await useLayoutStore.persist.rehydrate()
  useLayoutStore.setState({ sidebarCollapsed: false })
})
afterEach(cleanup)

describe('Sidebar', () => {
  it('collapses, keeps the choice in localStorage, and restores it after a reload', async () => {
    await renderWithProviders(<Sidebar session={signedOut} accounts={[]} />)
    const toggle = await screen.findByRole('button', { name: 'Collapse sidebar' })
    expect(toggle.getAttribute('aria-expanded')).toBe('true')

    fireEvent.click(toggle)
    const expand = await screen.findByRole('button', { name: 'Expand sidebar' })
    expect(expand.getAttribute('aria-expanded')).toBe('false')
    expect(JSON.parse(localStorage.getItem(SIDEBAR_STORAGE_KEY) ?? '{}').state).toEqual({
      sidebarCollapsed: true,
    })

    // A reload: the in-memory state is gone and comes back from storage.
    // (setState writes through to storage, so the saved value is put back before rehydrating.)
    cleanup()
    const saved = localStorage.getItem(SIDEBAR_STORAGE_KEY) ?? ''
    useLayoutStore.setState({ sidebarCollapsed: false })
    localStorage.setItem(SIDEBAR_STORAGE_KEY, saved)
    await useLayoutStore.persist.rehydrate()
    await renderWithProviders(<Sidebar session={signedOut} accounts={[]} />)
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toBeTruthy()
  })

  it('keeps item names for screen readers when collapsed', async () => {
    useLayoutStore.setState({ sidebarCollapsed: true })
    await renderWithProviders(<Sidebar session={signedOut} accounts={[]} />)
    expect(await screen.findByRole('link', { name: 'Jobs' })).toBeTruthy()
  })

  it('shows visitor extras and sign-in links when signed out', async () => {
    await renderWithProviders(<Sidebar session={signedOut} accounts={[]} />, { path: '/jobs' })
    for (const name of ['Pricing', 'About', 'Sign In', 'Get Started', 'Settings', 'Help & Support']) {
      expect(await screen.findByRole('link', { name })).toBeTruthy()
    }
    expect(screen.getByRole('link', { name: 'Jobs' }).getAttribute('aria-current')).toBe('page')
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull()
  })

  it('shows profile, Settings and Sign Out when signed in, and no visitor extras', async () => {
    await renderWithProviders(
      <Sidebar session={signedIn} accounts={[{ id: 'a1', name: 'Solo', role: 'Admin', kind: 'personal' }]} />,
    )
    expect(await screen.findByRole('link', { name: /Maya Okafor/ })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Settings' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Pricing' })).toBeNull()
    // One account: no switcher.
    expect(screen.queryByText('Account', { selector: 'label' })).toBeNull()
  })

  it('is a rail below 1024 px by its class rules alone: the nav is not marked collapsed, the user section is', async () => {
    ;(
      window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }
    ).happyDOM.setViewport({ width: 900, height: 900 })
    await renderWithProviders(<Sidebar session={signedIn} accounts={[]} />)
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(nav.hasAttribute('data-collapsed')).toBe(false)
    // The signed-in section lays itself out by the screen (after hydration): avatar only, name in the label.
    expect(await screen.findByRole('link', { name: 'Your profile (Maya Okafor)' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Jobs' })).toBeTruthy()
  })
})
