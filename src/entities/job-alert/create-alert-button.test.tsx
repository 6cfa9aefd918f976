// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { JOB_ALERT_TEXTS } from '@/api/job-alerts/job-alert-messages'
import { renderWithProviders } from '@/components/ui/test-providers'
import { sessionStore } from '@/lib/session/session'
import { CreateAlertButton } from './create-alert-button'

const apiRequest = vi.hoisted(() => vi.fn())
vi.mock('@/lib/api-client/api-client', () => ({ apiRequest, createApiClient: () => ({ apiRequest }) }))

const user = { id: 'u1', email: 'sam@example.com', name: 'Sam', role: 'JobSeeker', isEmailVerified: true }

function render(search: Record<string, unknown>, path = '/jobs?search=react') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <CreateAlertButton search={search} />
    </QueryClientProvider>,
    { path },
  )
}

// Braces matter: a function returned from beforeEach is run as a teardown hook.
beforeEach(() => {
  apiRequest.mockReset()
  sessionStore.getState().clear()
})
afterEach(cleanup)

describe('CreateAlertButton', () => {
  it('saves the current search with a name and a frequency', async () => {
    sessionStore.getState().signIn({ user, token: 'T', expiresAt: '' })
    apiRequest.mockResolvedValue({})
    const u = userEvent.setup()
    await render({ search: 'react', location: 'Berlin', page: '2' })
    await u.click(screen.getByRole('button', { name: 'Create alert' }))
    const dialog = await screen.findByRole('dialog')
    expect((within(dialog).getByRole('textbox', { name: /Alert name/ }) as HTMLInputElement).value).toBe(
      'react · Berlin',
    )
    await u.selectOptions(within(dialog).getByRole('combobox', { name: 'How often' }), 'weekly')
    await u.click(within(dialog).getByRole('button', { name: 'Create alert' }))

    await waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith(
        '/Job/alerts',
        expect.objectContaining({
          method: 'POST',
          body: {
            name: 'react · Berlin',
            query: { search: 'react', location: 'Berlin' },
            frequency: 'weekly',
          },
        }),
      ),
    )
  })

  it('is disabled when the search has no criterion', async () => {
    sessionStore.getState().signIn({ user, token: 'T', expiresAt: '' })
    await render({ page: '1' })
    const button = screen.getByRole('button', { name: 'Create alert' })
    expect(button.hasAttribute('disabled')).toBe(true)
    expect(button.getAttribute('title')).toBe(JOB_ALERT_TEXTS.emptyQuery)
  })

  it('sends a signed-out visitor to sign in and back', async () => {
    const u = userEvent.setup()
    const { router } = await render({ search: 'react' })
    await u.click(screen.getByRole('button', { name: 'Create alert' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/jobs?search=react' })
    expect(apiRequest).not.toHaveBeenCalled()
  })
})
