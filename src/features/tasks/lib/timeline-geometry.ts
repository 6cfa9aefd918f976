import { TASK_DATE_MAX, TASK_DATE_MIN } from '@/api/tasks/task-fields'
import { addDays, daysBetween, mondayOf, weekdayOf } from './task-days'
import type { TimelineScale } from './tasks-search'

/**
 * Where things sit on the timeline (Gantt): a horizontal axis of calendar days, each `dayWidth` pixels wide.
 * Pure functions of days and pixels, so the view, the pointer drag and the keyboard all agree.
 */

/** Pixels per day: a day is wide enough for its number on the day scale; a week fits 7 narrow days. */
export const DAY_WIDTH: Record<TimelineScale, number> = { day: 40, week: 16 }

export type Span = { start: string; end: string }

/**
 * The days the timeline shows: every task and today with room around them, in whole weeks from a Monday (so the
 * weekend shading and the week lines fall on the same days whatever the tasks).
 */
export function timelineRange(spans: readonly Span[], today: string, scale: TimelineScale): Span {
  let start = today
  let end = today
  for (const span of spans) {
    if (span.start < start) start = span.start
    if (span.end > end) end = span.end
  }
  const pad = scale === 'day' ? 3 : 7
  start = addDays(start, -pad)
  end = addDays(end, pad)
  const minimum = scale === 'day' ? 28 : 56
  if (daysBetween(start, end) + 1 < minimum) end = addDays(start, minimum - 1)
  return { start: mondayOf(start), end: addDays(mondayOf(end), 6) }
}

export const rangeDays = (range: Span): number => daysBetween(range.start, range.end) + 1

/** A task's bar: from the left edge of its start day to the right edge of its end day. */
export function barGeometry(span: Span, range: Span, dayWidth: number): { left: number; width: number } {
  return {
    left: daysBetween(range.start, span.start) * dayWidth,
    width: (daysBetween(span.start, span.end) + 1) * dayWidth,
  }
}

/** The left edge of a day (the today line is drawn through the middle of its day). */
export const dayOffset = (day: string, range: Span, dayWidth: number): number =>
  daysBetween(range.start, day) * dayWidth

/** A pointer's travel in whole days (half a day or more counts). */
export const pixelsToDays = (pixels: number, dayWidth: number): number => Math.round(pixels / dayWidth) || 0

export type Tick = { day: string; label: string; major: boolean }

/** The header's labels: every day (its date; the 1st and Mondays stand out) or every Monday on the week scale. */
export function timelineTicks(range: Span, scale: TimelineScale): Tick[] {
  const ticks: Tick[] = []
  const days = rangeDays(range)
  for (let i = 0; i < days; i += scale === 'day' ? 1 : 7) {
    const day = addDays(range.start, i)
    const date = Number(day.slice(8, 10))
    ticks.push({ day, label: String(date), major: scale === 'day' ? weekdayOf(day) === 0 : date <= 7 })
  }
  return ticks
}

const clampDay = (day: string) =>
  day < TASK_DATE_MIN ? TASK_DATE_MIN : day > TASK_DATE_MAX ? TASK_DATE_MAX : day

/** The span moved by `days`, its length kept (and kept inside the days tasks may use). */
export function moveSpan(span: Span, days: number): Span {
  const length = daysBetween(span.start, span.end)
  let start = clampDay(addDays(span.start, days))
  if (daysBetween(start, TASK_DATE_MAX) < length) start = addDays(TASK_DATE_MAX, -length)
  return { start, end: addDays(start, length) }
}

/** The span with its end moved by `days`, never before its start. */
export function resizeEnd(span: Span, days: number): Span {
  const end = clampDay(addDays(span.end, days))
  return { start: span.start, end: end < span.start ? span.start : end }
}

/** The span with its start moved by `days`, never after its end. */
export function resizeStart(span: Span, days: number): Span {
  const start = clampDay(addDays(span.start, days))
  return { start: start > span.end ? span.end : start, end: span.end }
}

export type DragMode = 'move' | 'start' | 'end'

/** The span a drag of `days` in `mode` leaves. */
export function dragSpan(span: Span, mode: DragMode, days: number): Span {
  if (mode === 'move') return moveSpan(span, days)
  return mode === 'end' ? resizeEnd(span, days) : resizeStart(span, days)
}

/**
 * The keyboard on a focused bar: ←/→ move it a day, Shift+←/→ make it end a day earlier or later, Alt+Shift+←/→
 * move its start. null for any other key.
 */
export function keyToSpan(span: Span, key: string, shift: boolean, alt: boolean): Span | null {
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0
  if (step === 0) return null
  if (!shift) return moveSpan(span, step)
  return alt ? resizeStart(span, step) : resizeEnd(span, step)
}
