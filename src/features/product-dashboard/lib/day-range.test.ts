import { describe, expect, it } from 'vitest'
import { customRangeProblem, lastDays, rangeLength } from './day-range'

describe('the dashboard period', () => {
  it('counts the last days up to today, both ends included', () => {
    const range = lastDays(7, new Date('2026-03-02T23:30:00Z'))
    expect(range).toEqual({ from: '2026-02-24', to: '2026-03-02' })
    expect(rangeLength(range)).toBe(7)
  })

  it('refuses a custom range the server would refuse', () => {
    expect(customRangeProblem({ from: '', to: '2026-01-01' })).toBe('Choose both days.')
    expect(customRangeProblem({ from: '2026-01-02', to: '2026-01-01' })).toBe(
      'The start must not be after the end.',
    )
    expect(customRangeProblem({ from: '2025-01-01', to: '2026-01-02' })).toBe('Choose at most 366 days.')
    expect(customRangeProblem({ from: '2025-01-02', to: '2026-01-02' })).toBeNull()
  })
})
