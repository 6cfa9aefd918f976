// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '@/lib/session/test-tokens'
import type { OutboxMessage } from '@/lib/outbox/types'
import {
  createStoragePersistence,
  startStoragePersistenceTriggers,
  STORAGE_PERSIST_REQUESTED_KEY,
} from './storage-persistence'

const manager = (persisted = false, granted = true) => ({
  persisted: vi.fn(async () => persisted),
  persist: vi.fn(async () => granted),
})

describe('requestPersistentStorage', () => {
  it('asks the browser once, ever', async () => {
    const storage = manager()
    const flags = memoryStorage()
    const request = createStoragePersistence({ storage, flags })
    expect(await request()).toBe(true)
    expect(await request()).toBe(false)
    expect(storage.persist).toHaveBeenCalledOnce()
    expect(flags.getItem(STORAGE_PERSIST_REQUESTED_KEY)).toBe('1')
    // A reload (a new instance) remembers it was asked.
    expect(await createStoragePersistence({ storage, flags })()).toBe(false)
    expect(storage.persist).toHaveBeenCalledOnce()
  })

  it('does not ask again when storage is already persistent', async () => {
    const storage = manager(true)
    expect(await createStoragePersistence({ storage, flags: memoryStorage() })()).toBe(true)
    expect(storage.persist).not.toHaveBeenCalled()
  })

  it('is a no-op where the API is missing, and survives a failing one', async () => {
    expect(await createStoragePersistence({ storage: undefined, flags: undefined })()).toBe(false)
    expect(await createStoragePersistence({ storage: {}, flags: memoryStorage() })()).toBe(false)
    const failing = {
      persisted: vi.fn(async () => false),
      persist: vi.fn(() => Promise.reject(new Error('x'))),
    }
    expect(await createStoragePersistence({ storage: failing, flags: memoryStorage() })()).toBe(false)
  })
})

describe('startStoragePersistenceTriggers', () => {
  let stop: (() => void) | undefined
  afterEach(() => stop?.())

  function bus() {
    const listeners = new Set<(message: OutboxMessage) => void>()
    return {
      subscribe: (listener: (message: OutboxMessage) => void) => {
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
      post: (message: OutboxMessage) => listeners.forEach((listener) => listener(message)),
      listeners,
    }
  }

  it('asks after the first queued write, not after other outbox changes', () => {
    const request = vi.fn(async () => true)
    const outbox = bus()
    stop = startStoragePersistenceTriggers(request, outbox.subscribe, () => false)
    outbox.post({ type: 'changed' })
    outbox.post({ type: 'auth-required' })
    expect(request).not.toHaveBeenCalled()
    outbox.post({ type: 'changed', enqueued: true })
    outbox.post({ type: 'changed', enqueued: true })
    expect(request).toHaveBeenCalledOnce()
    expect(outbox.listeners.size).toBe(0)
  })

  it('asks after the app is installed', () => {
    const request = vi.fn(async () => true)
    stop = startStoragePersistenceTriggers(request, bus().subscribe, () => false)
    window.dispatchEvent(new Event('appinstalled'))
    window.dispatchEvent(new Event('appinstalled'))
    expect(request).toHaveBeenCalledOnce()
  })

  it('does not listen at all when the browser was asked on an earlier visit', () => {
    const request = vi.fn(async () => true)
    const outbox = bus()
    stop = startStoragePersistenceTriggers(request, outbox.subscribe, () => true)
    expect(outbox.listeners.size).toBe(0)
    window.dispatchEvent(new Event('appinstalled'))
    expect(request).not.toHaveBeenCalled()
  })
})
