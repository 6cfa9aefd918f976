// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PASSWORD_RULES_SUMMARY } from '@/api/passwords'
import { renderWithProviders } from '@/components/ui/test-providers'
import { ResetPasswordPage } from './reset-password-page'

const apiRequest = vi.hoisted(() => vi.fn())
vi.mock('@/lib/api-client/api-client', () => ({ apiRequest, createApiClient: () => ({ apiRequest }) }))

beforeEach(() => apiRequest.mockReset())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const metRules = () =>
  [...document.querySelectorAll('[data-rule]')]
    .filter((el) => el.getAttribute('data-met') === 'true')
    .map((el) => el.getAttribute('data-rule'))

describe('ResetPasswordPage', () => {
  it('shows the invalid-link state without userId and token', async () => {
    await renderWithProviders(<ResetPasswordPage userId="u1" />, { path: '/reset-password' })
    expect(
      await screen.findByText('Invalid or missing reset link. Please request a new password reset.'),
    ).toBeTruthy()
  })

  it('ticks the checklist as the password is typed', async () => {
    await renderWithProviders(<ResetPasswordPage userId="u1" token="t" />, { path: '/reset-password' })
    const input = await screen.findByLabelText(/^new password/i)
    expect(metRules()).toEqual([])
    fireEvent.change(input, { target: { value: 'abc' } })
    expect(metRules()).toEqual(['lower'])
    fireEvent.change(input, { target: { value: 'Abcdefg1' } })
    expect(metRules()).toEqual(['length', 'upper', 'lower', 'digit'])
    fireEvent.change(input, { target: { value: 'Abcdefg1!' } })
    expect(metRules()).toHaveLength(5)
  })

  it('summarises unmet rules and mismatches on submit', async () => {
    await renderWithProviders(<ResetPasswordPage userId="u1" token="t" />, { path: '/reset-password' })
    fireEvent.click(await screen.findByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText('Please enter a new password')).toBeTruthy()
    fireEvent.change(screen.getByLabelText(/^new password/i), { target: { value: 'weak' } })
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText(PASSWORD_RULES_SUMMARY)).toBeTruthy()
    fireEvent.change(screen.getByLabelText(/^new password/i), { target: { value: 'Strong!Pass1' } })
    fireEvent.change(screen.getByLabelText(/^confirm new password/i), { target: { value: 'Strong!Pass2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText('Passwords do not match')).toBeTruthy()
    expect(apiRequest).not.toHaveBeenCalled()
  })

  it('goes to /login 3 s after success', async () => {
    apiRequest.mockResolvedValue({})
    const { router } = await renderWithProviders(<ResetPasswordPage userId="u1" token="t" />, {
      path: '/reset-password',
    })
    fireEvent.change(await screen.findByLabelText(/^new password/i), { target: { value: 'Strong!Pass1' } })
    fireEvent.change(screen.getByLabelText(/^confirm new password/i), { target: { value: 'Strong!Pass1' } })
    vi.useFakeTimers({ shouldAdvanceTime: true })
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText('Your password has been reset successfully.')).toBeTruthy()
    await act(async () => vi.advanceTimersByTime(2_500))
    expect(router.state.location.pathname).toBe('/reset-password')
    for (let i = 0; i < 4; i++) await act(async () => vi.advanceTimersByTime(500))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toMatchObject({
      message: expect.stringContaining('password has been reset'),
    })
  })
})
