// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/components/ui/test-providers'
import { TopBar } from './top-bar'
import type { SessionSummary } from '../../entities/session/use-session-summary'

const signedInAs = (role: string, isPremium = false): SessionSummary => ({
  isSignedIn: true,
  user: { id: 'u1', email: 'sam@example.com', name: 'Sam Rivera', role, isPremium },
})

afterEach(cleanup)

describe('TopBar plan actions', () => {
  it('offers a member on the free plan the Free badge and Upgrade Account', async () => {
    await renderWithProviders(<TopBar session={signedInAs('JobSeeker')} />)
    expect(await screen.findByText('Free', { exact: true })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Upgrade Account' }).getAttribute('href')).toBe('/pricing')
  })

  it('leads everyone to discovery from the search button', async () => {
    await renderWithProviders(<TopBar session={{ isSignedIn: false, user: null }} />)
    expect((await screen.findByRole('link', { name: 'Search everything' })).getAttribute('href')).toBe(
      '/search',
    )
  })

  it.each(['Admin', 'SuperAdmin'])(
    'shows a %s no plan badge and no upgrade: they have no plan',
    async (role) => {
      await renderWithProviders(<TopBar session={signedInAs(role)} />)
      // The avatar menu button renders either way (hidden from 768 px): the top bar is drawn.
      await screen.findByRole('button', { name: 'Account menu for Sam Rivera', hidden: true })
      expect(screen.queryByText('Free', { exact: true })).toBeNull()
      expect(screen.queryByText('Premium', { exact: true })).toBeNull()
      expect(screen.queryByRole('link', { name: 'Upgrade Account' })).toBeNull()
    },
  )
})
