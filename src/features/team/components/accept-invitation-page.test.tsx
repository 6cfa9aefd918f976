// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { InvitationDetails } from '@/api/team/team-invitations'
import { renderWithProviders } from '@/components/ui/test-providers'
import { ApiError } from '@/lib/api-client/api-error'
import { sessionStore } from '@/lib/session/session'
import { AcceptInvitationPage } from './accept-invitation-page'

const apiRequest = vi.hoisted(() => vi.fn())
vi.mock('@/lib/api-client/api-client', () => ({ apiRequest, createApiClient: () => ({ apiRequest }) }))

const TOKEN = 'a'.repeat(43)
const details: InvitationDetails = {
  companyName: 'Acme',
  companyLogoUrl: null,
  companyDescription: 'We build anvils.',
  inviterName: 'Olive Owner',
  invitedEmail: 'rex@example.com',
  rolesToAssign: ['Recruiter'],
  personalMessage: 'Come hire with us',
  userExists: true,
  invitedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
}
const signInAs = (email: string) =>
  sessionStore
    .getState()
    .signIn({ user: { id: 'u1', email, name: 'Rex', role: 'Recruiter' }, token: 'T', expiresAt: '' })

beforeEach(() => {
  apiRequest.mockReset()
  sessionStore.getState().clear()
})
afterEach(cleanup)

const render = (token: string | undefined) =>
  renderWithProviders(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AcceptInvitationPage token={token} />
    </QueryClientProvider>,
    { path: '/accept-invitation' },
  )

describe('AcceptInvitationPage (seed 2 §2, §4, §5)', () => {
  it('no id: the Invalid Invitation card with the spec’s text', async () => {
    await render(undefined)
    expect(await screen.findByRole('heading', { name: 'Invalid Invitation' })).toBeTruthy()
    expect(screen.getByText('Invalid invitation link')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to Home' })).toBeTruthy()
    expect(apiRequest).not.toHaveBeenCalled()
  })

  it('a link that no longer works shows the server’s reason; a failed load the spec’s text', async () => {
    apiRequest.mockRejectedValueOnce(
      new ApiError({ code: 'CONFLICT_ERROR', statusCode: 409, message: 'This invitation has expired. Ask…' }),
    )
    await render(TOKEN)
    expect(await screen.findByText('This invitation has expired. Ask…')).toBeTruthy()
    cleanup()
    apiRequest.mockRejectedValueOnce(new ApiError({ code: 'NETWORK_ERROR', statusCode: 500, message: 'x' }))
    await render(`${TOKEN.slice(1)}b`)
    expect(
      await screen.findByText('Failed to load invitation details. The invitation may be invalid or expired.'),
    ).toBeTruthy()
  })

  it('signed out: the texts depend on whether the user exists; a new user gets the registration form', async () => {
    apiRequest.mockResolvedValueOnce(details)
    await render(TOKEN)
    expect(await screen.findByText('Please log in to accept this invitation.')).toBeTruthy()
    expect(screen.queryByLabelText('First name')).toBeNull()
    cleanup()
    apiRequest.mockResolvedValueOnce({ ...details, userExists: false })
    await render(`${TOKEN.slice(1)}c`)
    expect(
      await screen.findByText("You'll need to create an account to accept this invitation."),
    ).toBeTruthy()
    expect(screen.getByRole('textbox', { name: /First name/ })).toBeTruthy()
  })

  it('signed in with another address: the mismatch text, and no Accept button', async () => {
    signInAs('someone@example.com')
    apiRequest.mockResolvedValueOnce(details)
    await render(TOKEN)
    expect(
      await screen.findByText(
        "This invitation is for rex@example.com, but you're logged in as someone@example.com. Please log in with the correct account.",
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull()
  })

  it('accepting shows Accepting... and sends nothing but an empty body', async () => {
    signInAs('rex@example.com')
    let finish: (value: unknown) => void = () => {}
    apiRequest
      .mockResolvedValueOnce(details)
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
    await render(TOKEN)
    expect(await screen.findByRole('heading', { name: "You're Invited!" })).toBeTruthy()
    expect(screen.getByText('Come hire with us')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }))
    expect(await screen.findByText('Accepting...')).toBeTruthy()
    expect(apiRequest).toHaveBeenLastCalledWith(
      `/account/accept-invitation/${TOKEN}`,
      expect.objectContaining({ method: 'POST', body: {} }),
    )
    finish({
      success: true,
      companyName: 'Acme',
      redirectUrl: '/dashboard',
      requiredRegistration: false,
      message: '',
    })
  })
})
