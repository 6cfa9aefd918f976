import { describe, expect, it, vi } from 'vitest'
import { createConnectivity, PROBE_BASE_MS } from './connectivity'

/** Manual timers: `tick()` runs the due callbacks in time order. */
function fakeTimers() {
  let now = 0
  let seq = 0
  const timers = new Map<number, { at: number; fn: () => void }>()
  return {
    setTimer: (fn: () => void, ms: number) => {
      const id = ++seq
      timers.set(id, { at: now + ms, fn })
      return id
    },
    clearTimer: (id: unknown) => void timers.delete(id as number),
    async advance(ms: number) {
      const until = now + ms
      for (;;) {
        const next = [...timers.entries()]
          .filter(([, t]) => t.at <= until)
          .sort((a, b) => a[1].at - b[1].at)[0]
        if (!next) break
        timers.delete(next[0])
        now = next[1].at
        next[1].fn()
        // Let the probe's promise settle before the next timer.
        await new Promise((resolve) => setTimeout(resolve, 0))
      }
      now = until
    },
    pending: () => timers.size,
  }
}

function setup({ online = true, probe = vi.fn(async () => false) } = {}) {
  const timers = fakeTimers()
  const events = new EventTarget()
  const state = { online }
  const connectivity = createConnectivity({
    navigatorOnline: () => state.online,
    probe,
    events,
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
  })
  const changes: boolean[] = []
  connectivity.subscribe((value) => changes.push(value))
  return { connectivity, timers, events, state, probe, changes }
}

describe('connectivity', () => {
  it('follows navigator.onLine and its events', () => {
    const { connectivity, events, state, changes } = setup()
    expect(connectivity.isOnline()).toBe(true)
    state.online = false
    events.dispatchEvent(new Event('offline'))
    expect(connectivity.isOnline()).toBe(false)
    state.online = true
    events.dispatchEvent(new Event('online'))
    expect(changes).toEqual([false, true])
  })

  it('a network failure while "online" is lie-fi: offline until the health probe answers', async () => {
    const answers = [false, false, true]
    const probe = vi.fn(async () => answers.shift() ?? true)
    const { connectivity, timers, changes } = setup({ probe })
    connectivity.reportFailure()
    expect(connectivity.isOnline()).toBe(false)
    expect(changes).toEqual([false])
    // Backoff: 1 s, then 2 s, then 4 s.
    await timers.advance(PROBE_BASE_MS - 1)
    expect(probe).toHaveBeenCalledTimes(0)
    await timers.advance(1)
    expect(probe).toHaveBeenCalledTimes(1)
    await timers.advance(2 * PROBE_BASE_MS)
    expect(probe).toHaveBeenCalledTimes(2)
    expect(connectivity.isOnline()).toBe(false)
    await timers.advance(4 * PROBE_BASE_MS)
    expect(probe).toHaveBeenCalledTimes(3)
    expect(connectivity.isOnline()).toBe(true)
    expect(changes).toEqual([false, true])
    expect(timers.pending()).toBe(0)
  })

  it('a successful request ends lie-fi and stops probing', async () => {
    const { connectivity, timers, probe, changes } = setup()
    connectivity.reportFailure()
    connectivity.reportSuccess()
    expect(connectivity.isOnline()).toBe(true)
    await timers.advance(60_000)
    expect(probe).not.toHaveBeenCalled()
    expect(changes).toEqual([false, true])
  })

  it('a failure while the browser says offline is not lie-fi', () => {
    const { connectivity, timers, state } = setup({ online: false })
    connectivity.reportFailure()
    state.online = true
    expect(connectivity.isOnline()).toBe(true)
    expect(timers.pending()).toBe(0)
  })

  it('repeated failures do not restart the backoff or notify twice', () => {
    const { connectivity, timers, changes } = setup()
    connectivity.reportFailure()
    connectivity.reportFailure()
    expect(changes).toEqual([false])
    expect(timers.pending()).toBe(1)
  })

  it("probes at once when the 'online' event fires during lie-fi", async () => {
    const probe = vi.fn(async () => true)
    const { connectivity, timers, events } = setup({ probe })
    connectivity.reportFailure()
    events.dispatchEvent(new Event('online'))
    await timers.advance(0)
    expect(probe).toHaveBeenCalledTimes(1)
    expect(connectivity.isOnline()).toBe(true)
  })
})
