import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDate, formatLastChecked, formatRelativeDate } from './dates'

const NOW = new Date('2025-06-30T12:00:00Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString()

describe('formatDate', () => {
  it("says 'No date' for nothing and 'Invalid date' for garbage", () => {
    expect(formatDate(null)).toBe('No date')
    expect(formatDate(undefined)).toBe('No date')
    expect(formatDate('')).toBe('No date')
    expect(formatDate('not a date')).toBe('Invalid date')
  })

  it('formats a locale date', () => {
    expect(formatDate('2025-03-04T12:00:00Z', { locale: 'en-US' })).toBe('Mar 4, 2025')
  })

  it('writes the day it is in the given time zone', () => {
    const late = '2025-03-04T02:00:00Z'
    expect(formatDate(late, { locale: 'en-US', timeZone: 'UTC' })).toBe('Mar 4, 2025')
    expect(formatDate(late, { locale: 'en-US', timeZone: 'America/Los_Angeles' })).toBe('Mar 3, 2025')
  })

  it('writes en-US in UTC (the server-rendered setting, done without Intl) exactly as Intl does', () => {
    const intl = (time: number) =>
      new Date(time).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      })
    // Every ~37 hours across 1900–2100, so each month, day and leap day is met, plus the edges of a UTC day.
    const times = [Date.UTC(2024, 1, 29, 23, 59, 59, 999), Date.UTC(2025, 0, 1), Date.UTC(99, 11, 31)]
    for (let time = Date.UTC(1900, 0, 1); time < Date.UTC(2100, 0, 1); time += 37 * 3_600_000 * 9)
      times.push(time)
    for (const time of times) expect(formatDate(time, { locale: 'en-US', timeZone: 'UTC' })).toBe(intl(time))
  })

  describe('in the setting of a browser whose language is en-US (written without Intl)', () => {
    afterEach(() => {
      vi.unstubAllGlobals()
      vi.unstubAllEnvs()
    })

    it('writes the local day exactly as Intl does, in zones behind and ahead of UTC', () => {
      vi.stubGlobal('navigator', { language: 'en-US' })
      for (const zone of ['America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Kiritimati']) {
        vi.stubEnv('TZ', zone)
        const intl = (time: number) =>
          new Date(time).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })
        for (let time = Date.UTC(1970, 0, 1); time < Date.UTC(2060, 0, 1); time += 37 * 3_600_000 * 7) {
          expect(formatDate(time)).toBe(intl(time))
        }
      }
    })

    it('leaves other languages to Intl', () => {
      vi.stubGlobal('navigator', { language: 'de-DE' })
      const spy = vi.spyOn(Date.prototype, 'toLocaleDateString')
      formatDate('2025-03-04T12:00:00Z')
      expect(spy).toHaveBeenCalledTimes(1)
      spy.mockRestore()
    })
  })
})

describe('formatRelativeDate', () => {
  it.each([
    [0, 'Today'],
    [0.5, 'Today'],
    [1, '1 day ago'],
    [6, '6 days ago'],
    [7, '1 week ago'],
    [13, '1 week ago'],
    [14, '2 weeks ago'],
    [29, '4 weeks ago'],
    [30, '1 month ago'],
    [59, '1 month ago'],
    [60, '2 months ago'],
    [359, '11 months ago'],
    [360, '1 year ago'],
    [730, '2 years ago'],
  ])('%s days → %s', (days, text) => expect(formatRelativeDate(daysAgo(days), NOW)).toBe(text))

  it('handles empty, invalid and future values', () => {
    expect(formatRelativeDate(null, NOW)).toBe('No date')
    expect(formatRelativeDate('soon', NOW)).toBe('Invalid date')
    expect(formatRelativeDate(new Date(NOW.getTime() + 60_000), NOW)).toBe('Today')
    expect(formatRelativeDate(daysAgo(-10), NOW)).toBe(formatDate(daysAgo(-10)))
  })
})

describe('formatLastChecked', () => {
  const now = NOW.getTime()
  it.each([
    [20_000, 'just now'],
    [-5_000, 'just now'],
    [60_000, '1 minute ago'],
    [5 * 60_000, '5 minutes ago'],
    [59 * 60_000, '59 minutes ago'],
    [3_600_000, '1 hour ago'],
    [23 * 3_600_000, '23 hours ago'],
    [86_400_000, '1 day ago'],
    [3 * 86_400_000, '3 days ago'],
  ])('%s ms ago → %s', (elapsed, text) => expect(formatLastChecked(now - elapsed, now)).toBe(text))
})
