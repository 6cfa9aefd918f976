// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/components/ui/test-providers'
import { ApiError } from '@/lib/api-client/api-error'
import { SignupPage } from './signup-page'

const apiRequest = vi.hoisted(() => vi.fn())
vi.mock('@/lib/api-client/api-client', () => ({ apiRequest, createApiClient: () => ({ apiRequest }) }))

beforeEach(() => {
  apiRequest.mockReset()
  sessionStorage.clear()
})
afterEach(cleanup)

async function fill(u: ReturnType<typeof userEvent.setup>, password = 'ReelHire!2026', confirm = password) {
  await u.type(await screen.findByRole('textbox', { name: /first name/i }), 'Ada')
  await u.type(screen.getByRole('textbox', { name: /last name/i }), 'Lovelace')
  await u.type(screen.getByRole('textbox', { name: /^email/i }), 'ada@example.com')
  await u.type(screen.getByLabelText(/^password/i), password)
  await u.type(screen.getByLabelText(/^confirm password/i), confirm)
}

describe('SignupPage', () => {
  it('preselects ?role=recruiter and keeps ?ref in sessionStorage, prefilled', async () => {
    await renderWithProviders(<SignupPage role="recruiter" referralCode="FRIEND42" />, { path: '/signup' })
    expect(((await screen.findByRole('radio', { name: 'Recruiter' })) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('textbox', { name: /referral code/i }) as HTMLInputElement).value).toBe(
      'FRIEND42',
    )
    expect(sessionStorage.getItem('referral_code')).toBe('FRIEND42')
  })

  it('shows the spec’s validation messages', async () => {
    const u = userEvent.setup()
    await renderWithProviders(<SignupPage />, { path: '/signup' })
    await u.click(await screen.findByRole('button', { name: 'Create Account' }))
    expect(screen.getByText('First name is required')).toBeTruthy()
    expect(screen.getByText('Password must be at least 6 characters long')).toBeTruthy()
    await fill(u, 'Short12', 'Different1')
    expect(screen.getByText('Password must be at least 8 characters long')).toBeTruthy()
    expect(screen.getByText('Passwords do not match')).toBeTruthy()
    expect(apiRequest).not.toHaveBeenCalled()
  })

  it('explains a taken email', async () => {
    const u = userEvent.setup()
    apiRequest.mockRejectedValue(new ApiError({ code: 'CONFLICT_ERROR', message: 'x', statusCode: 409 }))
    await renderWithProviders(<SignupPage />, { path: '/signup' })
    await fill(u)
    await u.click(screen.getByRole('button', { name: 'Create Account' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Account with this email already exists. Please sign in instead.',
    )
  })

  it('registers and goes to /signup-success with email and first name', async () => {
    const u = userEvent.setup()
    apiRequest.mockResolvedValue({ requiresEmailVerification: true, email: 'ada@example.com' })
    const { router } = await renderWithProviders(<SignupPage role="employer" />, { path: '/signup' })
    await fill(u)
    await u.click(screen.getByRole('button', { name: 'Create Account' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup-success'))
    expect(router.state.location.search).toMatchObject({ email: 'ada@example.com', firstName: 'Ada' })
    expect(apiRequest).toHaveBeenCalledWith(
      '/Auth/register',
      expect.objectContaining({
        body: expect.objectContaining({ role: 'Employer', confirmPassword: 'ReelHire!2026' }),
      }),
    )
  })

  it('?role=affiliate signs up an affiliate, unless the visitor picks another role', async () => {
    const u = userEvent.setup()
    apiRequest.mockResolvedValue({ requiresEmailVerification: true, email: 'ada@example.com' })
    await renderWithProviders(<SignupPage role="affiliate" />, { path: '/signup' })
    expect(await screen.findByText('You are joining the Affiliate Program.')).toBeTruthy()
    expect(screen.queryByRole('radio', { name: 'Recruiter' })).toBeNull()
    await fill(u)
    await u.click(screen.getByRole('button', { name: 'Create Account' }))
    await waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith(
        '/Auth/register',
        expect.objectContaining({ body: expect.objectContaining({ role: 'Affiliate' }) }),
      ),
    )
    cleanup()
    await renderWithProviders(<SignupPage role="affiliate" />, { path: '/signup' })
    await u.click(await screen.findByRole('button', { name: /instead/ }))
    expect(((await screen.findByRole('radio', { name: 'Job Seeker' })) as HTMLInputElement).checked).toBe(
      true,
    )
  })
})
