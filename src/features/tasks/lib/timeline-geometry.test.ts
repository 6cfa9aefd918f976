import { describe, expect, it } from 'vitest'
import {
  barGeometry,
  dayOffset,
  dragSpan,
  keyToSpan,
  moveSpan,
  pixelsToDays,
  rangeDays,
  resizeEnd,
  resizeStart,
  timelineRange,
  timelineTicks,
} from './timeline-geometry'

describe('timelineRange', () => {
  it('covers every task and today with room around, from a Monday to a Sunday', () => {
    const range = timelineRange(
      [
        { start: '2026-11-18', end: '2026-11-20' },
        { start: '2026-12-01', end: '2026-12-24' },
      ],
      '2026-11-27',
      'day',
    )
    // 2026-11-18 is a Wednesday: 3 days earlier is Sunday the 15th, whose Monday is the 9th.
    expect(range.start).toBe('2026-11-09')
    expect(range.end).toBe('2026-12-27')
    expect(new Date(`${range.start}T00:00:00Z`).getUTCDay()).toBe(1)
    expect(new Date(`${range.end}T00:00:00Z`).getUTCDay()).toBe(0)
  })

  it('shows at least four weeks (eight on the week scale) with no tasks', () => {
    expect(rangeDays(timelineRange([], '2026-11-27', 'day'))).toBeGreaterThanOrEqual(28)
    expect(rangeDays(timelineRange([], '2026-11-27', 'week'))).toBeGreaterThanOrEqual(56)
    expect(rangeDays(timelineRange([], '2026-11-27', 'week')) % 7).toBe(0)
  })
})

describe('bars and offsets', () => {
  const range = { start: '2026-11-02', end: '2026-11-29' }
  it('places a bar from its start day’s left edge to its end day’s right edge', () => {
    expect(barGeometry({ start: '2026-11-04', end: '2026-11-06' }, range, 40)).toEqual({
      left: 80,
      width: 120,
    })
    // A one-day task is one day wide.
    expect(barGeometry({ start: '2026-11-02', end: '2026-11-02' }, range, 16)).toEqual({ left: 0, width: 16 })
  })

  it('counts across a month end and a daylight-saving change alike', () => {
    // Europe and the US leave summer time in late October / early November: days stay 24 h here.
    expect(dayOffset('2026-11-01', { start: '2026-10-20', end: '2026-11-30' }, 10)).toBe(120)
    expect(
      barGeometry({ start: '2026-10-30', end: '2026-11-02' }, { start: '2026-10-26', end: '2026-11-30' }, 10),
    ).toEqual({
      left: 40,
      width: 40,
    })
  })

  it('turns pointer travel into whole days, half a day rounding up', () => {
    expect(pixelsToDays(0, 40)).toBe(0)
    expect(pixelsToDays(19, 40)).toBe(0)
    expect(pixelsToDays(20, 40)).toBe(1)
    expect(pixelsToDays(-61, 40)).toBe(-2)
    expect(Object.is(pixelsToDays(-5, 40), -0)).toBe(false)
  })
})

describe('moving and resizing', () => {
  const span = { start: '2026-11-20', end: '2026-11-24' }

  it('moves keeping the length', () => {
    expect(moveSpan(span, 3)).toEqual({ start: '2026-11-23', end: '2026-11-27' })
    expect(moveSpan(span, -20)).toEqual({ start: '2026-10-31', end: '2026-11-04' })
  })

  it('never ends before it starts', () => {
    expect(resizeEnd(span, -10)).toEqual({ start: '2026-11-20', end: '2026-11-20' })
    expect(resizeStart(span, 10)).toEqual({ start: '2026-11-24', end: '2026-11-24' })
    expect(resizeEnd(span, 2)).toEqual({ start: '2026-11-20', end: '2026-11-26' })
    expect(resizeStart(span, -1)).toEqual({ start: '2026-11-19', end: '2026-11-24' })
  })

  it('stays inside the days tasks may use', () => {
    expect(moveSpan({ start: '2099-12-28', end: '2099-12-30' }, 10)).toEqual({
      start: '2099-12-29',
      end: '2099-12-31',
    })
    expect(moveSpan({ start: '2000-01-02', end: '2000-01-03' }, -10)).toEqual({
      start: '2000-01-01',
      end: '2000-01-02',
    })
    expect(resizeEnd({ start: '2099-12-30', end: '2099-12-31' }, 5).end).toBe('2099-12-31')
  })

  it('drags by mode', () => {
    expect(dragSpan(span, 'move', 1)).toEqual({ start: '2026-11-21', end: '2026-11-25' })
    expect(dragSpan(span, 'end', 1)).toEqual({ start: '2026-11-20', end: '2026-11-25' })
    expect(dragSpan(span, 'start', 1)).toEqual({ start: '2026-11-21', end: '2026-11-24' })
  })

  it('keys: arrows move, Shift+arrows the end, Alt+Shift+arrows the start, others nothing', () => {
    expect(keyToSpan(span, 'ArrowRight', false, false)).toEqual({ start: '2026-11-21', end: '2026-11-25' })
    expect(keyToSpan(span, 'ArrowLeft', false, false)).toEqual({ start: '2026-11-19', end: '2026-11-23' })
    expect(keyToSpan(span, 'ArrowRight', true, false)).toEqual({ start: '2026-11-20', end: '2026-11-25' })
    expect(keyToSpan(span, 'ArrowLeft', true, false)).toEqual({ start: '2026-11-20', end: '2026-11-23' })
    expect(keyToSpan(span, 'ArrowLeft', true, true)).toEqual({ start: '2026-11-19', end: '2026-11-24' })
    expect(keyToSpan(span, 'ArrowUp', false, false)).toBeNull()
    expect(keyToSpan(span, 'a', true, false)).toBeNull()
  })
})

describe('timelineTicks', () => {
  it('labels every day on the day scale, Mondays major', () => {
    const ticks = timelineTicks({ start: '2026-11-23', end: '2026-12-06' }, 'day')
    expect(ticks).toHaveLength(14)
    expect(ticks[0]).toEqual({ day: '2026-11-23', label: '23', major: true })
    expect(ticks[8]).toEqual({ day: '2026-12-01', label: '1', major: false })
  })

  it('labels every Monday on the week scale', () => {
    const ticks = timelineTicks({ start: '2026-11-23', end: '2026-12-20' }, 'week')
    expect(ticks.map((t) => t.day)).toEqual(['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14'])
    expect(ticks.map((t) => t.major)).toEqual([false, false, true, false])
  })
})
