// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/components/ui/test-providers'
import { ApiError } from '@/lib/api-client/api-error'
import { sessionStore } from '@/lib/session/session'
import { VerifyEmailPage } from './verify-email-page'

const apiRequest = vi.hoisted(() => vi.fn())
vi.mock('@/lib/api-client/api-client', () => ({ apiRequest, createApiClient: () => ({ apiRequest }) }))

const user = { id: 'u1', email: 'ada@example.com', name: 'Ada', role: 'JobSeeker' }
const unverified = { email: 'ada@example.com', emailConfirmed: false, isEmailVerified: false }

beforeEach(() => {
  apiRequest.mockReset()
  sessionStore.getState().clear()
  sessionStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const resendButton = () => screen.getByRole('button', { name: /resend/i }) as HTMLButtonElement

describe('VerifyEmailPage', () => {
  it('signed out: explains, and Resend is disabled', async () => {
    await renderWithProviders(<VerifyEmailPage email="ada@example.com" />, { path: '/verify-email' })
    expect(
      await screen.findByText(
        'You are not currently signed in. Please sign in with your account to resend the verification email.',
      ),
    ).toBeTruthy()
    expect(resendButton().disabled).toBe(true)
    expect(apiRequest).not.toHaveBeenCalled()
  })

  it('checks status on load, resends and counts down 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    sessionStore.getState().signIn({ user, token: 'T', expiresAt: '' })
    apiRequest.mockImplementation(async (path: string) =>
      path === '/Auth/verification-status' ? unverified : { sentAt: '', nextAllowedAt: '' },
    )
    await renderWithProviders(<VerifyEmailPage />, { path: '/verify-email' })
    expect(apiRequest).toHaveBeenCalledWith('/Auth/verification-status', expect.anything())
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Verification Email' }))
    expect(await screen.findByText('Verification email sent. Please check your inbox.')).toBeTruthy()
    expect(resendButton().textContent).toBe('Resend in 60s')
    expect(resendButton().disabled).toBe(true)
    await act(async () => vi.advanceTimersByTime(1_000))
    expect(resendButton().textContent).toBe('Resend in 59s')
    await act(async () => vi.advanceTimersByTime(59_000))
    expect(resendButton().textContent).toBe('Resend Verification Email')
    expect(resendButton().disabled).toBe(false)
  })

  it('a refused resend says to wait and uses the server’s retryAfterSeconds', async () => {
    sessionStore.getState().signIn({ user, token: 'T', expiresAt: '' })
    apiRequest.mockImplementation(async (path: string) => {
      if (path === '/Auth/verification-status') return unverified
      throw new ApiError({
        code: 'RATE_LIMIT_EXCEEDED',
        message: 'x',
        statusCode: 429,
        details: { retryAfterSeconds: 42 },
      })
    })
    await renderWithProviders(<VerifyEmailPage />, { path: '/verify-email' })
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Verification Email' }))
    expect(await screen.findByText('Please wait before requesting another verification email.')).toBeTruthy()
    expect(resendButton().textContent).toBe('Resend in 42s')
  })

  it('"I already verified" goes to the stored target, replacing history', async () => {
    sessionStore.getState().signIn({ user, token: 'T', expiresAt: '' })
    let verified = false
    apiRequest.mockImplementation(async (path: string) =>
      path === '/Auth/verification-status'
        ? { ...unverified, isEmailVerified: verified }
        : { ...user, isEmailVerified: verified },
    )
    const { router } = await renderWithProviders(<VerifyEmailPage redirect="/settings?tab=security" />, {
      path: '/verify-email',
    })
    expect(sessionStorage.getItem('verify_email_redirect')).toBe('/settings?tab=security')
    verified = true
    const replace = vi.spyOn(router.history, 'replace')
    fireEvent.click(await screen.findByRole('button', { name: 'I already verified' }))
    await vi.waitFor(() => expect(router.state.location.href).toBe('/settings?tab=security'))
    expect(replace).toHaveBeenCalled()
  })
})
