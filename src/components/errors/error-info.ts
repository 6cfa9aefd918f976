/** Helpers shared by the three error screens (critical, page, component), each with an error ID. */
import { logger } from '@/lib/logger'

/** A short ID the user can quote to support; the same ID goes to the console/error report. */
export function createErrorId(now: number = Date.now()): string {
  const random =
    typeof crypto !== 'undefined' && 'getRandomValues' in crypto
      ? Array.from(crypto.getRandomValues(new Uint8Array(3)), (b) => b.toString(16).padStart(2, '0')).join('')
      : Math.random().toString(16).slice(2, 8)
  return `ERR-${now.toString(36).toUpperCase()}-${random.toUpperCase()}`
}

/** Anything thrown becomes an Error, so the screens always have a message and (maybe) a stack. */
export function toError(value: unknown): Error {
  if (value instanceof Error) return value
  if (typeof value === 'string') return new Error(value)
  return new Error('An unknown error occurred')
}

export function reportError(level: 'critical' | 'page' | 'component', errorId: string, error: Error) {
  // The logger keeps it locally and forwards it to /api/client-reports; the ID ties the report to the screen.
  logger.error(`${level} error screen: ${error.message}`, { errorId, level, error })
}

/** Retry reloads the page. */
export function reloadPage() {
  window.location.reload()
}

/** Go Home is a full navigation to /, so a broken router or store state is left behind. */
export function goHome() {
  window.location.assign('/')
}
