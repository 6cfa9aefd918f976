// @vitest-environment happy-dom
import { onlineManager } from '@tanstack/react-query'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInChakra, renderWithProviders } from '@/components/ui/test-providers'
import { ApiError } from '@/lib/api-client/api-error'
import { OfflineError } from '@/lib/offline-query'
import { sessionStore } from '@/lib/session/session'
import { OfflineState } from './offline-state'
import { PageErrorScreen } from './page-error-screen'

const networkError = () =>
  new ApiError({ code: 'NETWORK_ERROR', message: 'Network request failed', statusCode: 0 })

beforeEach(() => {
  onlineManager.setOnline(false)
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  sessionStore.getState().clear()
  onlineManager.setOnline(true)
  vi.restoreAllMocks()
})

describe('OfflineState', () => {
  it("says you're offline, what still works, and retries on demand", async () => {
    const onRetry = vi.fn()
    await renderWithProviders(<OfflineState onRetry={onRetry} />)
    expect(screen.getByRole('heading', { name: "You're offline" })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Jobs' }).getAttribute('href')).toBe('/jobs')
    expect(screen.getByRole('link', { name: 'Companies' }).getAttribute('href')).toBe('/companies')
    // A visitor has no profile to open.
    expect(screen.queryByRole('link', { name: 'Your profile' })).toBeNull()
    expect(screen.getByText('We’ll try again as soon as you’re back online.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('offers the profile to a signed-in user', async () => {
    sessionStore.getState().signIn({
      user: { id: 'u1', email: 'ada@example.com', name: 'Ada', role: 'JobSeeker' },
      token: 'token',
      expiresAt: '',
    })
    await renderWithProviders(<OfflineState onRetry={() => undefined} />)
    expect(screen.getByRole('link', { name: 'Your profile' }).getAttribute('href')).toBe('/profile')
    expect(screen.getByText(/changes you make will sync when you’re back/)).toBeTruthy()
  })

  it('retries by itself once the connection is back', async () => {
    const onRetry = vi.fn()
    await renderWithProviders(<OfflineState onRetry={onRetry} />)
    expect(onRetry).not.toHaveBeenCalled()
    act(() => onlineManager.setOnline(true))
    expect(onRetry).toHaveBeenCalledOnce()
    expect(screen.getByText('You seem to be back online.')).toBeTruthy()
  })
})

describe('PageErrorScreen offline', () => {
  it('shows the offline state for an OfflineError, without an error ID', async () => {
    await renderWithProviders(<PageErrorScreen error={new OfflineError()} />)
    expect(screen.getByRole('heading', { name: "You're offline" })).toBeTruthy()
    expect(screen.queryByTestId('error-id')).toBeNull()
    expect(console.error).not.toHaveBeenCalled()
  })

  it('shows the offline state for a network failure while offline', async () => {
    const { router } = await renderWithProviders(<PageErrorScreen error={networkError()} />)
    const invalidate = vi.spyOn(router, 'invalidate').mockResolvedValue()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(invalidate).toHaveBeenCalledOnce()
  })

  it('keeps the error screen for a network failure while online', () => {
    onlineManager.setOnline(true)
    renderInChakra(<PageErrorScreen error={networkError()} />)
    expect(screen.getByRole('heading', { name: 'Page Error' })).toBeTruthy()
  })
})
