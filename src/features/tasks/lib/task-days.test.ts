import { describe, expect, it } from 'vitest'
import { addDays, dayRange, daysBetween, durationText, mondayOf, todayDay, weekdayOf } from './task-days'

describe('task days', () => {
  it('reads today in the device’s zone', () => {
    expect(todayDay(new Date(2026, 10, 27, 23, 59))).toBe('2026-11-27')
    expect(todayDay(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01')
  })

  it('adds and counts days across months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(daysBetween('2026-11-20', '2026-11-24')).toBe(4)
    expect(daysBetween('2026-11-24', '2026-11-20')).toBe(-4)
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2)
  })

  it('finds weekdays and Mondays', () => {
    expect(weekdayOf('2026-11-23')).toBe(0)
    expect(weekdayOf('2026-11-29')).toBe(6)
    expect(mondayOf('2026-11-29')).toBe('2026-11-23')
    expect(mondayOf('2026-11-23')).toBe('2026-11-23')
  })

  it('says ranges and lengths for people', () => {
    expect(dayRange('2026-11-20', '2026-11-24')).toBe('Nov 20 – Nov 24')
    expect(dayRange('2026-11-20', '2026-11-20')).toBe('Nov 20')
    expect(durationText('2026-11-20', '2026-11-20')).toBe('1 day')
    expect(durationText('2026-11-20', '2026-11-24')).toBe('5 days')
  })
})
