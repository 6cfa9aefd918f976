import { describe, expect, it } from 'vitest'
import { lastCheckedText } from './last-checked'

describe('lastCheckedText', () => {
  const now = Date.parse('2026-03-10T12:00:00Z')
  it('reads minutes and hours, then relative days', () => {
    expect(lastCheckedText(now - 20_000, now)).toBe('just now')
    expect(lastCheckedText(now - 5 * 60_000, now)).toBe('5 min ago')
    expect(lastCheckedText(now - 3 * 3_600_000, now)).toBe('3 h ago')
    expect(lastCheckedText(now - 2 * 86_400_000, now)).toBe('2 days ago')
  })
})
