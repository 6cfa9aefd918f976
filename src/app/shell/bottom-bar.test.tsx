// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/components/ui/test-providers'
import { BottomBar } from './bottom-bar'

// The bar only shows below 768 px (it is display:none above), so the tests run at phone width.
beforeEach(() => {
  ;(
    window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({
    width: 390,
    height: 844,
  })
})
afterEach(cleanup)

function itemLabels() {
  const nav = screen.getByRole('navigation', { name: 'Primary' })
  return within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')])
}

describe('BottomBar', () => {
  it('shows Home, Jobs, Resumes, People and Login to visitors', async () => {
    await renderWithProviders(<BottomBar isSignedIn={false} />)
    expect(await screen.findByRole('navigation', { name: 'Primary' })).toBeTruthy()
    expect(itemLabels()).toEqual([
      ['Home', '/'],
      ['Jobs', '/jobs'],
      ['Resumes', '/resumes'],
      ['People', '/people'],
      ['Login', '/login'],
    ])
  })

  it('swaps Login for Dashboard when signed in', async () => {
    await renderWithProviders(<BottomBar isSignedIn />)
    await screen.findByRole('navigation', { name: 'Primary' })
    expect(itemLabels().map(([label]) => label)).toEqual(['Home', 'Jobs', 'Resumes', 'People', 'Dashboard'])
    expect(itemLabels()[4]?.[1]).toBe('/dashboard')
  })

  it('opens Companies, Pricing and Help to visitors from More', async () => {
    const { router } = await renderWithProviders(<BottomBar isSignedIn={false} />)
    fireEvent.click(await screen.findByRole('button', { name: 'More' }))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Companies', 'Tools', 'Pricing', 'About', 'Get Started', 'Help & Support'])
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Pricing' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/pricing'))
  })

  it('offers signed-in users their tools under More, not the visitor pages', async () => {
    await renderWithProviders(<BottomBar isSignedIn />)
    fireEvent.click(await screen.findByRole('button', { name: 'More' }))
    const menu = await screen.findByRole('menu')
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent?.trim())
    expect(names).toEqual([
      'Messages',
      'Tasks',
      'Outreach',
      'Companies',
      'Tools',
      'Pricing',
      'Help & Support',
    ])
  })

  it('marks the current section with aria-current', async () => {
    await renderWithProviders(<BottomBar isSignedIn={false} />, { path: '/jobs' })
    const jobs = await screen.findByRole('link', { name: 'Jobs' })
    expect(jobs.getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull()
  })

  it('announces writes waiting to sync', async () => {
    await renderWithProviders(<BottomBar isSignedIn pendingSyncCount={2} />)
    expect(await screen.findByText(/2 waiting to sync/)).toBeTruthy()
  })
})
