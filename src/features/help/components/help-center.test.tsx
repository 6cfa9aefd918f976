// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/components/ui/test-providers'
import { HelpCenter } from './help-center'

afterEach(cleanup)

const status = () => screen.getByRole('status').textContent

describe('HelpCenter', () => {
  it('lists every topic before a search', async () => {
    await renderWithProviders(<HelpCenter />)
    await screen.findByRole('heading', { name: 'How can we help?' })
    expect(status()).toBe('21 articles in 7 topics')
    expect(screen.getByRole('heading', { name: 'Plans and billing' })).toBeTruthy()
  })

  it('filters as you type and announces the count', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<HelpCenter />)
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search the Help Center' }),
      'cancel subscription',
    )
    await waitFor(() => expect(status()).toBe('1 article found for “cancel subscription”'))
    expect(screen.getByRole('button', { name: /How do I cancel my subscription/ })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'AI tools' })).toBeNull()
  })

  it('shows an empty state that points to Contact, and clears', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<HelpCenter />)
    const search = await screen.findByRole('searchbox', { name: 'Search the Help Center' })
    await user.type(search, 'zebra crossing')
    await waitFor(() => expect(status()).toBe('0 articles found for “zebra crossing”'))
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/contact')
    await user.click(screen.getByRole('button', { name: 'Show all articles' }))
    await waitFor(() => expect(status()).toBe('21 articles in 7 topics'))
  })
})
