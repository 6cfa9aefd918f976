import { pino, type DestinationStream, type Logger } from 'pino'

export type { Logger }

/** Secrets never reach the logs, wherever they sit in a logged object (two levels deep covers our shapes). */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'tempAuthToken',
  'secret',
]
export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const segment = key.includes('-') ? `["${key}"]` : key
  return [segment, `*.${segment}`, `*.*.${segment}`]
})

export type LoggerOptions = { level: string; destination?: DestinationStream }

/** JSON lines on stdout; the level comes from LOG_LEVEL. Tests pass a destination to read what was logged. */
export function createLogger({ level, destination }: LoggerOptions): Logger {
  const options = {
    level,
    base: { service: 'reelhire' },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  }
  return destination ? pino(options, destination) : pino(options)
}
