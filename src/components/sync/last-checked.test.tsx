// @vitest-environment happy-dom
import { onlineManager } from '@tanstack/react-query'
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInChakra } from '@/components/ui/test-providers'
import { LastChecked } from './last-checked'

const NOW = Date.parse('2026-05-10T12:00:00Z')
const text = () => screen.queryByTestId('last-checked')?.textContent ?? null

beforeEach(() => {
  vi.useFakeTimers({ now: NOW })
})
afterEach(() => {
  cleanup()
  onlineManager.setOnline(true)
  vi.useRealTimers()
})

describe('LastChecked', () => {
  it('says nothing while the data on screen is live', () => {
    renderInChakra(<LastChecked updatedAt={NOW - 5 * 60_000} />)
    expect(text()).toBeNull()
  })

  it('says nothing when the data was never fetched, even offline', () => {
    onlineManager.setOnline(false)
    renderInChakra(<LastChecked updatedAt={0} always />)
    expect(text()).toBeNull()
  })

  it('offline: says the data is the copy on this device, and how old it is', () => {
    onlineManager.setOnline(false)
    renderInChakra(<LastChecked updatedAt={NOW - 5 * 60_000} />)
    expect(text()).toBe('Offline · last checked 5 minutes ago')
  })

  it('online after a failed refresh: says the refresh failed', () => {
    renderInChakra(<LastChecked updatedAt={NOW - 2 * 3_600_000} stale />)
    expect(text()).toBe('Could not refresh · last checked 2 hours ago')
  })

  it('with `always`, also online, and the time moves on every minute', () => {
    renderInChakra(<LastChecked updatedAt={NOW - 30_000} always />)
    expect(text()).toBe('Last checked just now')
    act(() => vi.advanceTimersByTime(60_000))
    expect(text()).toBe('Last checked 1 minute ago')
  })
})
