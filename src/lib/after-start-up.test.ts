// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenStartedUp } from './after-start-up'

afterEach(() => vi.useRealTimers())

describe('whenStartedUp', () => {
  it('runs once the page has loaded, been idle, and the delay has passed — not before', () => {
    vi.useFakeTimers()
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    const run = vi.fn()
    whenStartedUp(run, 3_000)
    // happy-dom's document is complete: the idle callback is asked for at once.
    expect(idle).toHaveLength(1)
    vi.advanceTimersByTime(10_000)
    expect(run).not.toHaveBeenCalled()
    idle[0]!()
    vi.advanceTimersByTime(2_999)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
    vi.unstubAllGlobals()
  })

  it('never runs once cancelled', () => {
    vi.useFakeTimers()
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    const run = vi.fn()
    const cancel = whenStartedUp(run, 3_000)
    idle[0]!()
    cancel()
    vi.advanceTimersByTime(5_000)
    expect(run).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })
})
