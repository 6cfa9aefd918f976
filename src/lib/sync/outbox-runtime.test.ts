import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { postOutboxMessage } from '@/lib/outbox/broadcast'
import type { DrainSummary } from '@/lib/outbox/drain'
import type { OutboxEntry } from '@/lib/outbox/types'
import {
  BUSY_RETRY_MS,
  createOutboxRuntime,
  SYNCED_TOAST_DEBOUNCE_MS,
  WAITED_MS,
  type OutboxRuntime,
} from './outbox-runtime'

const NOW = 1_800_000_000_000
const done = (over: Partial<DrainSummary> = {}): DrainSummary => ({
  sent: 0,
  failed: 0,
  remaining: 0,
  sentEntries: [],
  ...over,
})

const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
  id: 'e',
  seq: 1,
  entityKey: 'cart',
  userId: 'u1',
  method: 'PUT',
  path: '/api/Billing/cart',
  label: 'Cart update',
  status: 'sending',
  attempts: 0,
  nextAttemptAt: NOW,
  createdAt: NOW,
  ...over,
})

function setup(results: DrainSummary[] = []) {
  const online = { value: true }
  const onlineListeners = new Set<(online: boolean) => void>()
  const sessionListeners = new Set<() => void>()
  const session = { key: 'token-1' as string | null }
  const visible = { value: true }
  const windowEvents = new EventTarget()
  const documentEvents = new EventTarget()
  const drain = vi.fn(async () => results.shift() ?? done())
  const deps = {
    drain,
    connectivity: {
      isOnline: () => online.value,
      subscribe: (listener: (online: boolean) => void) => {
        onlineListeners.add(listener)
        return () => onlineListeners.delete(listener)
      },
    },
    sessionKey: () => session.key,
    subscribeSession: (listener: () => void) => {
      sessionListeners.add(listener)
      return () => sessionListeners.delete(listener)
    },
    mirrorSession: vi.fn(async () => undefined),
    registerBackgroundSync: vi.fn(),
    onSynced: vi.fn(),
    windowEvents,
    documentEvents,
    isVisible: () => visible.value,
    now: () => Date.now(),
  }
  const runtime = createOutboxRuntime(deps)
  const setOnline = (value: boolean) => {
    online.value = value
    for (const listener of onlineListeners) listener(value)
  }
  const setSession = (key: string | null) => {
    session.key = key
    for (const listener of sessionListeners) listener()
  }
  return { runtime, deps, drain, setOnline, setSession, visible, windowEvents, documentEvents }
}

let runtime: OutboxRuntime | undefined
const flush = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(NOW)
})
afterEach(() => {
  runtime?.stop()
  runtime = undefined
  vi.useRealTimers()
})

describe('outbox runtime — when it drains', () => {
  it('drains on start and mirrors the session', async () => {
    const t = setup()
    runtime = t.runtime
    t.runtime.start()
    t.runtime.start()
    await flush()
    expect(t.drain).toHaveBeenCalledTimes(1)
    expect(t.deps.mirrorSession).toHaveBeenCalled()
  })

  it('never drains while offline, and drains when connectivity comes back', async () => {
    const t = setup()
    runtime = t.runtime
    t.setOnline(false)
    t.runtime.start()
    t.runtime.requestDrain()
    await flush()
    expect(t.drain).not.toHaveBeenCalled()
    t.setOnline(true)
    await flush()
    expect(t.drain).toHaveBeenCalledTimes(1)
  })

  it("drains after this tab's enqueue and registers a Background Sync; not after another context's", async () => {
    const t = setup()
    runtime = t.runtime
    t.runtime.start()
    await flush()
    postOutboxMessage({ type: 'changed', enqueued: true })
    await flush()
    expect(t.drain).toHaveBeenCalledTimes(2)
    expect(t.deps.registerBackgroundSync).toHaveBeenCalledTimes(1)
    postOutboxMessage({ type: 'changed' })
    await flush()
    expect(t.drain).toHaveBeenCalledTimes(2)
  })

  it("drains on 'online', on the tab becoming visible and after sign-in", async () => {
    const t = setup()
    runtime = t.runtime
    t.runtime.start()
    await flush()
    t.windowEvents.dispatchEvent(new Event('online'))
    await flush()
    t.visible.value = false
    t.documentEvents.dispatchEvent(new Event('visibilitychange'))
    await flush()
    t.visible.value = true
    t.documentEvents.dispatchEvent(new Event('visibilitychange'))
    await flush()
    t.setSession('token-2')
    await flush()
    expect(t.drain).toHaveBeenCalledTimes(4)
  })

  it('runs one drain at a time and once more for requests made meanwhile', async () => {
    let release: () => void = () => undefined
    const t = setup()
    runtime = t.runtime
    t.drain.mockImplementationOnce(
      () => new Promise<DrainSummary>((resolve) => (release = () => resolve(done()))),
    )
    t.runtime.start()
    t.runtime.requestDrain()
    t.runtime.requestDrain()
    await flush()
    expect(t.drain).toHaveBeenCalledTimes(1)
    release()
    await flush()
    expect(t.drain).toHaveBeenCalledTimes(2)
  })
})

describe('outbox runtime — after a drain', () => {
  it('asks again shortly when another context held the lock', async () => {
    const t = setup([done({ stoppedBy: 'busy', remaining: 1 })])
    runtime = t.runtime
    t.runtime.start()
    await flush()
    await vi.advanceTimersByTimeAsync(BUSY_RETRY_MS - 1)
    expect(t.drain).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(t.drain).toHaveBeenCalledTimes(2)
  })

  it("sets a timer for the head's retry time and registers a Background Sync", async () => {
    const t = setup([done({ stoppedBy: 'retry', remaining: 1, nextAttemptAt: NOW + 4000 })])
    runtime = t.runtime
    t.runtime.start()
    await flush()
    expect(t.deps.registerBackgroundSync).toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(3999)
    expect(t.drain).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(t.drain).toHaveBeenCalledTimes(2)
  })

  it('after a 401 it waits for a new session instead of looping', async () => {
    const t = setup([done({ stoppedBy: 'auth', remaining: 1, nextAttemptAt: NOW })])
    runtime = t.runtime
    t.runtime.start()
    await flush()
    t.runtime.requestDrain()
    t.windowEvents.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(t.drain).toHaveBeenCalledTimes(1)
    t.setSession('token-after-sign-in')
    await flush()
    expect(t.drain).toHaveBeenCalledTimes(2)
  })
})

describe('outbox runtime — the synced toast', () => {
  it('one toast for the writes that waited, none for writes sent at once', async () => {
    const t = setup()
    runtime = t.runtime
    t.runtime.start()
    await flush()
    postOutboxMessage({ type: 'sent', entry: entry({ createdAt: NOW }), data: null })
    await vi.advanceTimersByTimeAsync(SYNCED_TOAST_DEBOUNCE_MS)
    expect(t.deps.onSynced).not.toHaveBeenCalled()
    postOutboxMessage({ type: 'sent', entry: entry({ createdAt: NOW - WAITED_MS - 1 }), data: null })
    postOutboxMessage({ type: 'sent', entry: entry({ attempts: 2 }), data: null })
    await vi.advanceTimersByTimeAsync(SYNCED_TOAST_DEBOUNCE_MS)
    expect(t.deps.onSynced).toHaveBeenCalledTimes(1)
    expect(t.deps.onSynced).toHaveBeenCalledWith(2)
  })

  it('no toast in a hidden tab', async () => {
    const t = setup()
    runtime = t.runtime
    t.runtime.start()
    t.visible.value = false
    postOutboxMessage({ type: 'sent', entry: entry({ attempts: 1 }), data: null })
    await vi.advanceTimersByTimeAsync(SYNCED_TOAST_DEBOUNCE_MS)
    expect(t.deps.onSynced).not.toHaveBeenCalled()
  })
})
