import { describe, expect, it } from 'vitest'
import { isoDateProblem } from './bounds'

describe('isoDateProblem (issue 11: dates a column can hold)', () => {
  it('accepts ISO dates and date-times of real days in years 1900–9999', () => {
    for (const value of [
      '2024-02-29',
      '1900-01-01',
      '9999-12-31',
      '2030-01-31T23:59:59.999Z',
      '2030-01-31T10:00',
      '2030-01-31T10:00:00+02:00',
    ])
      expect(isoDateProblem(value), value).toBeNull()
  })

  it('calls anything that is not an ISO date of a real day a format problem', () => {
    for (const value of ['soon', 'March 7, 2024', '2023-02-29', '2024-13-01', '2024-00-10', '1e20', ''])
      expect(isoDateProblem(value), value).toBe('format')
  })

  it('calls years outside 1900–9999 a range problem, as written or once in UTC', () => {
    for (const value of [
      '+020000-01-01T00:00:00Z',
      '-000001-01-01T00:00:00Z',
      '10000-01-01',
      '0000-01-01',
      '1899-12-31',
      '9999-12-31T23:00:00-05:00',
    ])
      expect(isoDateProblem(value), value).toBe('range')
  })
})
