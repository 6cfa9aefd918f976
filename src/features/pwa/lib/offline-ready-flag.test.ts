import { describe, expect, it } from 'vitest'
import { markOfflineReadyShown, wasOfflineReadyShown } from './offline-ready-flag'

function memoryStorage() {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) }
}

describe('offline-ready flag', () => {
  it('is unset on a fresh browser and set once marked', () => {
    const storage = memoryStorage()
    expect(wasOfflineReadyShown(storage)).toBe(false)
    markOfflineReadyShown(storage)
    expect(wasOfflineReadyShown(storage)).toBe(true)
  })

  it('treats unusable storage as "not shown yet" without throwing', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(wasOfflineReadyShown(broken)).toBe(false)
    expect(() => markOfflineReadyShown(broken)).not.toThrow()
    expect(wasOfflineReadyShown(undefined)).toBe(false)
  })
})
