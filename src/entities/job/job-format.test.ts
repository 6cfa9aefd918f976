import { describe, expect, it } from 'vitest'
import { formatSalaryRange } from './job-format'

const range = (salaryMin: number | null, salaryMax: number | null, currency: string | null = 'USD') => ({
  salaryMin,
  salaryMax,
  currency,
})

describe('formatSalaryRange', () => {
  it('formats a range with its currency and period', () => {
    expect(formatSalaryRange({ ...range(120_000, 150_000), salaryPeriod: 'yearly' })).toBe(
      '$120,000 – $150,000 / year',
    )
    expect(formatSalaryRange({ ...range(45, 60, 'EUR'), salaryPeriod: 'hourly' })).toBe('€45 – €60 / hour')
  })

  it('abbreviates large amounts on cards', () => {
    expect(formatSalaryRange(range(120_000, 155_500), { compact: true })).toBe('$120K – $155.5K / year')
    expect(formatSalaryRange({ ...range(25.5, 30), salaryPeriod: 'hourly' }, { compact: true })).toBe(
      '$25.50 – $30 / hour',
    )
  })

  it('says From / Up to for an open range, and nothing without amounts', () => {
    expect(formatSalaryRange({ ...range(3000, null, 'GBP'), salaryPeriod: 'monthly' })).toBe(
      'From £3,000 / month',
    )
    expect(formatSalaryRange(range(null, 90_000))).toBe('Up to $90,000 / year')
    expect(formatSalaryRange(range(null, null))).toBeNull()
  })

  it('defaults to USD and yearly, shows one amount when min = max', () => {
    expect(formatSalaryRange(range(50_000, 50_000, null))).toBe('$50,000 / year')
  })

  it('survives an unknown currency code', () => {
    expect(formatSalaryRange(range(1000, 2000, 'ZZ1'))).toBe('1,000 ZZ1 – 2,000 ZZ1 / year')
  })
})
