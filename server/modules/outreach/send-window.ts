/**
 * Send windows in the recipient's time zone: mail goes out on the recipient's working hours
 * [startHour, endHour) of their local day, Monday to Friday when `weekdaysOnly`. Pure, so the rule is tested
 * without a clock or a database.
 */
export type SendWindow = { timeZone: string; startHour: number; endHour: number; weekdaysOnly: boolean }

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; weekday: number }

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    })
    formatters.set(timeZone, format)
  }
  return format
}

/** What a clock in `timeZone` shows at `instant`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  )
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  }
}

/** The instant a clock in `timeZone` shows this local date at `hour`:00 (DST-aware: two passes of the offset). */
function instantOf(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const target = Date.UTC(year, month - 1, day, hour)
  let guess = target
  for (let pass = 0; pass < 2; pass++) {
    const shown = wallClock(new Date(guess), timeZone)
    const shownAsUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute)
    guess += target - shownAsUtc
  }
  return new Date(guess)
}

const dayAllowed = (weekday: number, window: SendWindow) =>
  !window.weekdaysOnly || (weekday >= 1 && weekday <= 5)

/** Whether `instant` lies inside the window in its zone. */
export function insideWindow(instant: Date, window: SendWindow): boolean {
  const clock = wallClock(instant, window.timeZone)
  return dayAllowed(clock.weekday, window) && clock.hour >= window.startHour && clock.hour < window.endHour
}

/** `notBefore` itself when it is inside the window, else the start of the next window after it. */
export function nextSendTime(notBefore: Date, window: SendWindow): Date {
  if (insideWindow(notBefore, window)) return notBefore
  const clock = wallClock(notBefore, window.timeZone)
  // Today's window if it is still ahead, otherwise the next allowed day's (at most a week away).
  for (let offset = 0; offset <= 7; offset++) {
    const date = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + offset))
    if (!dayAllowed(date.getUTCDay(), window)) continue
    const start = instantOf(
      date.getUTCFullYear(),
      date.getUTCMonth() + 1,
      date.getUTCDate(),
      window.startHour,
      window.timeZone,
    )
    if (start.getTime() > notBefore.getTime()) return start
  }
  return notBefore
}

/** The UTC day of an instant (the daily cap counts per UTC day). */
export const utcDay = (instant: Date): string => instant.toISOString().slice(0, 10)

/** The first instant of the next UTC day. */
export const nextUtcDay = (instant: Date): Date =>
  new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate() + 1))
