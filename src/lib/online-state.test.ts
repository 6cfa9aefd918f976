import { onlineManager } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { followConnectivity, type ConnectivitySource } from './online-state'

function source(initial: boolean) {
  let online = initial
  const listeners = new Set<() => void>()
  const connectivity: ConnectivitySource = {
    isOnline: () => online,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
  const set = (value: boolean) => {
    online = value
    for (const listener of listeners) listener()
  }
  return { connectivity, set }
}

describe('followConnectivity', () => {
  it('starts TanStack Query from the real state and follows it (lie-fi included)', () => {
    const net = source(false)
    followConnectivity(net.connectivity)
    expect(onlineManager.isOnline()).toBe(false)
    net.set(true)
    expect(onlineManager.isOnline()).toBe(true)
    // Connected but nothing answers: the connectivity monitor says offline, so do queries.
    net.set(false)
    expect(onlineManager.isOnline()).toBe(false)
  })

  it('keeps following when every other subscriber has left', () => {
    const net = source(true)
    followConnectivity(net.connectivity)
    const unsubscribe = onlineManager.subscribe(() => undefined)
    unsubscribe()
    net.set(false)
    expect(onlineManager.isOnline()).toBe(false)
  })
})
