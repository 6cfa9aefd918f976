import { describe, expect, it } from 'vitest'
import { insideWindow, nextSendTime } from './send-window'

const ny = { timeZone: 'America/New_York', startHour: 9, endHour: 17, weekdaysOnly: true }

describe('send windows in the recipient’s zone', () => {
  it('sends at once inside the window', () => {
    const at = new Date('2026-12-07T15:00:00Z') // Monday 10:00 New York
    expect(insideWindow(at, ny)).toBe(true)
    expect(nextSendTime(at, ny)).toEqual(at)
  })

  it('waits for the next start: later today, tomorrow, or Monday after a weekend', () => {
    expect(nextSendTime(new Date('2026-12-07T12:00:00Z'), ny).toISOString()).toBe('2026-12-07T14:00:00.000Z')
    expect(nextSendTime(new Date('2026-12-07T22:00:00Z'), ny).toISOString()).toBe('2026-12-08T14:00:00.000Z')
    // Friday 18:00 New York → Monday 09:00.
    expect(nextSendTime(new Date('2026-12-11T23:00:00Z'), ny).toISOString()).toBe('2026-12-14T14:00:00.000Z')
    expect(nextSendTime(new Date('2026-12-12T15:00:00Z'), { ...ny, weekdaysOnly: false })).toEqual(
      new Date('2026-12-12T15:00:00Z'),
    )
  })

  it('follows daylight saving time and zones east of UTC', () => {
    // Sunday 8 March 2026 is the switch in New York: Monday 09:00 is 13:00 UTC from then on.
    expect(nextSendTime(new Date('2026-03-08T20:00:00Z'), ny).toISOString()).toBe('2026-03-09T13:00:00.000Z')
    const tokyo = { ...ny, timeZone: 'Asia/Tokyo' }
    // Monday 00:30 UTC is 09:30 in Tokyo: inside.
    expect(insideWindow(new Date('2026-12-07T00:30:00Z'), tokyo)).toBe(true)
    expect(nextSendTime(new Date('2026-12-07T09:00:00Z'), tokyo).toISOString()).toBe(
      '2026-12-08T00:00:00.000Z',
    )
  })
})
