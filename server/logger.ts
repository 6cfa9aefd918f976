import { pino, type DestinationStream, type Logger, type LoggerOptions as PinoOptions } from 'pino'
import { serializeError } from './http/log-error'
import { redactSecretKeys } from './http/redact-keys'
import { redactSecretShapes } from './http/redact-shapes'

export type { Logger }

export type LoggerOptions = { level: string; destination?: DestinationStream }

/**
 * Secrets never reach the logs (issue 11): no password or password hash, token, code, reset or
 * confirmation link, failed-query parameter or auth request body, wherever it sits in a line.
 * - by key, at any depth: every logged object and child binding is copied with secret-named fields
 *   redacted and errors serialized without query parameters (formatters.log and child() →
 *   redact-keys.ts, serializers.err → log-error.ts);
 * - by shape: the finished JSON line, message included, loses argon2 hashes, JWTs, bearer credentials,
 *   token/code URL parameters and "params: …" lists (hooks.streamWrite → redact-shapes.ts).
 */
export function createLogger({ level, destination }: LoggerOptions): Logger {
  const options: PinoOptions = {
    level,
    base: { service: 'reelhire' },
    serializers: { err: serializeError },
    formatters: { log: redactSecretKeys },
    hooks: { streamWrite: redactSecretShapes },
    timestamp: pino.stdTimeFunctions.isoTime,
  }
  const logger = destination ? pino(options, destination) : pino(options)
  // pino applies formatters.bindings to the root only; children inherit this child(), so their bindings
  // are redacted by key too, once, when the child is made.
  const child = logger.child
  logger.child = function redactedChild(this: Logger, bindings, childOptions) {
    return child.call(this, redactSecretKeys(bindings), childOptions)
  } as Logger['child']
  return logger
}
