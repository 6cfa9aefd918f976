// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONTACT_CONFIRMATION } from '@/api/contact'
import { renderWithProviders } from '@/components/ui/test-providers'
import { ApiError } from '@/lib/api-client/api-error'
import { ContactForm } from './contact-form'

const apiRequest = vi.hoisted(() => vi.fn())
vi.mock('@/lib/api-client/api-client', () => ({ apiRequest }))

// Braces matter: a function returned from beforeEach is run as a teardown hook.
beforeEach(() => {
  apiRequest.mockReset()
})
afterEach(cleanup)

/** The form's mutation needs React Query; the shared helper provides Chakra and the router. */
function renderContactForm() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ContactForm />
    </QueryClientProvider>,
  )
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /name/i }), 'Ada Lovelace')
  await user.type(screen.getByRole('textbox', { name: /email/i }), 'ada@example.com')
  await user.type(screen.getByRole('textbox', { name: /subject/i }), 'Team plan')
  await user.type(
    screen.getByRole('textbox', { name: /message/i }),
    'We would like twelve seats for our team.',
  )
}

describe('ContactForm', () => {
  it('shows a message under each invalid field and sends nothing', async () => {
    const user = userEvent.setup()
    await renderContactForm()
    await user.type(await screen.findByRole('textbox', { name: /email/i }), 'ada@')
    await user.type(screen.getByRole('textbox', { name: /message/i }), 'Too short')
    await user.click(screen.getByRole('button', { name: 'Send message' }))

    expect(await screen.findByText('Name is required')).toBeTruthy()
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy()
    expect(screen.getByText('Subject is required')).toBeTruthy()
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: /name/i }).getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /name/i }))
    expect(apiRequest).not.toHaveBeenCalled()

    // Errors clear as the user fixes each field.
    await user.type(screen.getByRole('textbox', { name: /name/i }), 'Ada')
    await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull())
  })

  it('posts the trimmed message and shows the confirmation', async () => {
    apiRequest.mockResolvedValue({ id: '6f1c1f3e-9d4a-4a55-9a53-0a3e0a1b2c3d' })
    const user = userEvent.setup()
    await renderContactForm()
    await fillValidForm(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))

    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeTruthy()
    expect(screen.getByText(CONTACT_CONFIRMATION)).toBeTruthy()
    expect(apiRequest).toHaveBeenCalledWith(
      '/contact',
      expect.objectContaining({
        method: 'POST',
        body: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          subject: 'Team plan',
          message: 'We would like twelve seats for our team.',
        },
        headers: { 'Idempotency-Key': expect.any(String) },
      }),
    )
  })

  it('keeps what was typed and explains the failure', async () => {
    apiRequest.mockRejectedValue(
      new ApiError({ code: 'NETWORK_ERROR', message: 'Network request failed', statusCode: 0 }),
    )
    const user = userEvent.setup()
    await renderContactForm()
    await fillValidForm(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Your message was not sent')
    expect(alert.textContent).toContain(
      'Network error. Please check your connection and try again. Your text is still here.',
    )
    expect(screen.getByRole('textbox', { name: /subject/i })).toHaveProperty('value', 'Team plan')
  })
})
