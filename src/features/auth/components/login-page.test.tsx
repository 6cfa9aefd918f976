// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/components/ui/test-providers'
import { ApiError } from '@/lib/api-client/api-error'
import { sessionStore } from '@/lib/session/session'
import { LoginPage } from './login-page'

const apiRequest = vi.hoisted(() => vi.fn())
vi.mock('@/lib/api-client/api-client', () => ({ apiRequest, createApiClient: () => ({ apiRequest }) }))

const user = { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', role: 'JobSeeker' }
const me = { ...user, isEmailVerified: true, data: { firstName: 'Ada', lastName: 'Lovelace' } }
const challenge = {
  requiresTwoFactor: true,
  tempAuthToken: 'temp',
  expiresAt: '2030-01-01',
  email: user.email,
  attemptsLeft: 5,
}
const authError = () => new ApiError({ code: 'AUTHENTICATION_ERROR', message: 'x', statusCode: 401 })

beforeEach(() => {
  apiRequest.mockReset()
  sessionStore.getState().clear()
  sessionStore.getState().setChallenge(null)
})
afterEach(cleanup)

function renderLogin(props: { redirect?: string; message?: string } = {}) {
  const client = new QueryClient()
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <LoginPage {...props} />
    </QueryClientProvider>,
    { path: '/login' },
  )
}

async function signIn(u: ReturnType<typeof userEvent.setup>) {
  await u.type(await screen.findByRole('textbox', { name: /email/i }), 'ada@example.com')
  await u.type(screen.getByLabelText(/^password/i), 'ReelHire!2026')
  await u.click(screen.getByRole('button', { name: 'Sign In' }))
}

describe('LoginPage', () => {
  it('shows ?message as an info alert', async () => {
    await renderLogin({ message: 'Please sign in to continue.' })
    expect((await screen.findByRole('status')).textContent).toContain('Please sign in to continue.')
  })

  it('validates before calling the server', async () => {
    const u = userEvent.setup()
    await renderLogin()
    await u.click(await screen.findByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Email is required')).toBeTruthy()
    expect(apiRequest).not.toHaveBeenCalled()
  })

  it('toggles password visibility', async () => {
    const u = userEvent.setup()
    await renderLogin()
    const input = await screen.findByLabelText(/^password/i)
    expect(input.getAttribute('type')).toBe('password')
    await u.click(screen.getByRole('button', { name: 'Show password' }))
    expect(input.getAttribute('type')).toBe('text')
  })

  it('says so on wrong credentials, and generically on other failures', async () => {
    const u = userEvent.setup()
    apiRequest.mockRejectedValueOnce(authError())
    await renderLogin()
    await signIn(u)
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Invalid email or password. Please try again.',
    )
    apiRequest.mockRejectedValueOnce(
      new ApiError({ code: 'INTERNAL_ERROR', message: 'boom', statusCode: 500 }),
    )
    await u.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('An error occurred. Please try again.'),
    )
  })

  it('signs in and honours a safe ?redirect', async () => {
    const u = userEvent.setup()
    apiRequest.mockImplementation(async (path: string) =>
      path === '/Auth/login' ? { user, token: 'T', expiresAt: '', refreshToken: 'R' } : me,
    )
    const { router } = await renderLogin({ redirect: '/jobs?company=Acme' })
    await signIn(u)
    await waitFor(() => expect(router.state.location.href).toBe('/jobs?company=Acme'))
    expect(localStorage.getItem('auth_token')).toBe('T')
    expect(JSON.parse(localStorage.getItem('current_user') ?? '{}')).toMatchObject({ isEmailVerified: true })
  })

  it('ignores an off-site redirect and goes to /dashboard', async () => {
    const u = userEvent.setup()
    apiRequest.mockImplementation(async (path: string) =>
      path === '/Auth/login' ? { user, token: 'T', expiresAt: '' } : me,
    )
    const { router } = await renderLogin({ redirect: '//evil.example' })
    await signIn(u)
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })

  it('runs the two-factor step: wrong code, resend failure, then success', async () => {
    const u = userEvent.setup()
    apiRequest.mockResolvedValueOnce(challenge)
    const { router } = await renderLogin()
    await signIn(u)
    expect(await screen.findByText('Two-factor verification')).toBeTruthy()
    expect(sessionStorage.getItem('two_factor_challenge')).toContain('temp')
    expect(localStorage.getItem('two_factor_challenge')).toBeNull()
    expect(screen.getAllByText('Enter the 6-digit code').length).toBeGreaterThan(0)

    const code = screen.getByRole('textbox', { name: /verification code/i })
    apiRequest.mockRejectedValueOnce(
      new ApiError({
        code: 'AUTHENTICATION_ERROR',
        message: 'x',
        statusCode: 401,
        details: { attemptsLeft: 4 },
      }),
    )
    await u.type(code, '123456')
    await u.click(screen.getByRole('button', { name: 'Verify' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Invalid or expired verification code. Please try again. 4 attempts left.',
    )

    apiRequest.mockRejectedValueOnce(
      new ApiError({ code: 'RATE_LIMIT_EXCEEDED', message: 'x', statusCode: 429 }),
    )
    await u.click(screen.getByRole('button', { name: 'Resend code' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Failed to resend code. Please wait a moment and try again.',
      ),
    )

    apiRequest.mockImplementation(async (path: string) =>
      path === '/Auth/verify-2fa' ? { user, token: 'T2', expiresAt: '' } : me,
    )
    await u.type(code, '654321')
    await u.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(apiRequest).toHaveBeenCalledWith(
      '/Auth/verify-2fa',
      expect.objectContaining({ body: { tempAuthToken: 'temp', verificationCode: '654321' } }),
    )
    expect(sessionStorage.getItem('two_factor_challenge')).toBeNull()
  })

  it('Back leaves the two-factor step', async () => {
    const u = userEvent.setup()
    apiRequest.mockResolvedValueOnce(challenge)
    await renderLogin()
    await signIn(u)
    await u.click(await screen.findByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy()
    expect(sessionStorage.getItem('two_factor_challenge')).toBeNull()
  })

  it('sends an unverified account to /verify-email with the address', async () => {
    const u = userEvent.setup()
    apiRequest.mockImplementation(async (path: string) =>
      path === '/Auth/login'
        ? { requiresEmailVerification: true, email: user.email, session: { user, token: 'T', expiresAt: '' } }
        : { ...me, isEmailVerified: false },
    )
    const { router } = await renderLogin()
    await signIn(u)
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'))
    expect(router.state.location.search).toMatchObject({ email: 'ada@example.com' })
    expect(sessionStore.getState().token).toBe('T')
  })
})
