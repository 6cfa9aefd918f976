import { describe, expect, it } from 'vitest'
import { formatLastChecked } from './last-checked'

describe('formatLastChecked', () => {
  const now = Date.parse('2026-05-10T12:00:00Z')
  it('counts minutes and hours, then days like the cards', () => {
    expect(formatLastChecked(now - 20_000, now)).toBe('just now')
    expect(formatLastChecked(now + 5_000, now)).toBe('just now')
    expect(formatLastChecked(now - 60_000, now)).toBe('1 minute ago')
    expect(formatLastChecked(now - 5 * 60_000, now)).toBe('5 minutes ago')
    expect(formatLastChecked(now - 2 * 3_600_000, now)).toBe('2 hours ago')
    expect(formatLastChecked(now - 3 * 86_400_000, now)).toBe('3 days ago')
  })
})
