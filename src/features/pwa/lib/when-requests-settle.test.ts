import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { whenRequestsSettle, type ObserveRequests } from './when-requests-settle'

/** A stand-in for Resource Timing that the test drives: `end()` is a request of the page finishing. */
function fakeRequests() {
  let listener: (() => void) | null = null
  const observe: ObserveRequests = (onRequestEnded) => {
    listener = onRequestEnded
    return () => {
      listener = null
    }
  }
  return { observe, end: () => listener?.(), listening: () => listener !== null }
}

describe('whenRequestsSettle', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('resolves once no request has ended for the quiet period, and stops observing', async () => {
    const requests = fakeRequests()
    const settled = vi.fn()
    void whenRequestsSettle({ quietMs: 500, maxWaitMs: 5_000, observe: requests.observe }).then(settled)

    await vi.advanceTimersByTimeAsync(499)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toHaveBeenCalledOnce()
    expect(requests.listening()).toBe(false)
  })

  it('waits out a chain of requests (modules found level by level), counting from the last one', async () => {
    const requests = fakeRequests()
    const settled = vi.fn()
    void whenRequestsSettle({ quietMs: 500, maxWaitMs: 5_000, observe: requests.observe }).then(settled)

    for (let level = 0; level < 4; level++) {
      await vi.advanceTimersByTimeAsync(300)
      requests.end()
    }
    await vi.advanceTimersByTimeAsync(499)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toHaveBeenCalledOnce()
  })

  it('gives up waiting after the maximum, however busy the page stays', async () => {
    const requests = fakeRequests()
    const settled = vi.fn()
    void whenRequestsSettle({ quietMs: 500, maxWaitMs: 2_000, observe: requests.observe }).then(settled)

    for (let elapsed = 0; elapsed < 1_900; elapsed += 100) {
      await vi.advanceTimersByTimeAsync(100)
      requests.end()
    }
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(100)
    expect(settled).toHaveBeenCalledOnce()
    expect(requests.listening()).toBe(false)
  })
})
