import { describe, expect, it } from 'vitest'
import {
  displayUrl,
  formatDateRange,
  formatResumeDate,
  formatResumeLocation,
  safeWebHref,
} from './resume-text'

describe('resume text', () => {
  it('formats JSON Resume dates as months', () => {
    expect(formatResumeDate('2021-03-15')).toBe('Mar 2021')
    expect(formatResumeDate('2021-03')).toBe('Mar 2021')
    expect(formatResumeDate('2021')).toBe('2021')
    expect(formatResumeDate('')).toBe('')
    expect(formatResumeDate('spring 2020')).toBe('spring 2020')
  })

  it('writes ranges, with an open end as Present', () => {
    expect(formatDateRange('2019-01', '2021-06')).toBe('Jan 2019 – Jun 2021')
    expect(formatDateRange('2022-02', '')).toBe('Feb 2022 – Present')
    expect(formatDateRange(undefined, '2020')).toBe('2020')
    expect(formatDateRange('2020', '2020')).toBe('2020')
    expect(formatDateRange(undefined, undefined)).toBe('')
  })

  it('shows city, region and country, not the street', () => {
    expect(
      formatResumeLocation({ address: '1 Rua', city: 'Lisbon', region: 'Lisboa', countryCode: 'PT' }),
    ).toBe('Lisbon, Lisboa, PT')
    expect(formatResumeLocation({ city: ' ', countryCode: 'DE' })).toBe('DE')
    expect(formatResumeLocation(undefined)).toBe('')
  })

  it('makes only http(s) links, adding https to a bare domain', () => {
    expect(safeWebHref('ana.dev')).toBe('https://ana.dev/')
    expect(safeWebHref('http://x.org/a')).toBe('http://x.org/a')
    expect(safeWebHref('javascript:alert(1)')).toBeNull()
    expect(safeWebHref('data:text/html,hi')).toBeNull()
    expect(safeWebHref('  ')).toBeNull()
    expect(displayUrl('https://ana.dev/')).toBe('ana.dev')
  })
})
