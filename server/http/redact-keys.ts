import { isErrorLike, serializeError } from './log-error'

/**
 * Redaction by key: a logged object is copied with the value of every secret-named field replaced,
 * at any depth. Errors met on the way are serialized first (server/http/log-error.ts), so their own
 * fields are checked too. The shapes of secrets inside strings are handled by redact-shapes.ts.
 */

export const REDACTED = '[redacted]'

/** Deeper than this, a value is replaced rather than walked (a log line is not a data dump). */
const MAX_DEPTH = 12

/**
 * Keys compare lower-cased with everything but letters and digits removed, so `passwordHash`,
 * `password_hash` and `Password-Hash` are one key. These are secret whatever their value.
 */
const SECRET_KEYS = new Set([
  'authorization',
  'proxyauthorization',
  'cookie',
  'setcookie',
  'otp',
  'totp',
  'refresh',
  'jwt',
  'verificationcode',
  'twofactorcode',
  'privatekey',
  // Payment cards (the test provider's form): the number, its check code and expiry never reach a log line.
  'card',
  'cardnumber',
  'cvc',
  'cvv',
  'expiry',
])

/**
 * …and so is any key ending in one of these: newPassword, tempAuthToken, totpSecret, tokenHash, x-api-key,
 * S3_SECRET_ACCESS_KEY (an access key *id* names the key and stays).
 */
const SECRET_SUFFIXES = ['password', 'passphrase', 'token', 'secret', 'hash', 'apikey', 'accesskey']

/**
 * `code` is both a secret (a mailed confirmation code, a 6-digit sign-in code) and a diagnosis (SQLSTATE
 * "22021", ErrorCode "VALIDATION_ERROR", Node's "ECONNRESET", an exit code). A code that looks like a
 * diagnosis stays; any other value is redacted.
 */
const DIAGNOSTIC_CODE = /^(?:[0-9A-Z]{5}|[A-Z][A-Z0-9_]*)$/
const isDiagnosticCode = (value: unknown) =>
  (typeof value === 'string' && DIAGNOSTIC_CODE.test(value)) ||
  (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) < 1000)

const normalise = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '')

export function isSecretKey(key: string): boolean {
  const name = normalise(key)
  return SECRET_KEYS.has(name) || SECRET_SUFFIXES.some((suffix) => name.endsWith(suffix))
}

/** Whether a field's value is hidden. A flag or an empty value says nothing, so it stays. */
function hides(key: string, value: unknown): boolean {
  if (value === null || value === undefined || typeof value === 'boolean') return false
  if (normalise(key) === 'code') return !isDiagnosticCode(value)
  return isSecretKey(key)
}

/** Plain objects, arrays and class instances are walked; Dates, URLs, Buffers (toJSON) log as they are. */
function walk(value: unknown, depth: number, path: Set<object>): unknown {
  if (typeof value !== 'object' || value === null) return value
  if (isErrorLike(value)) value = serializeError(value)
  if (typeof value !== 'object' || value === null) return value
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return value
  if (path.has(value)) return '[Circular]'
  if (depth >= MAX_DEPTH) return '[too deep]'
  path.add(value)
  let copy: unknown
  if (Array.isArray(value)) {
    copy = value.map((item) => walk(item, depth + 1, path))
  } else {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      out[key] = hides(key, item) ? REDACTED : walk(item, depth + 1, path)
    }
    copy = out
  }
  path.delete(value)
  return copy
}

/** A copy of `value` with secret-named fields redacted at any depth; the caller's object is untouched. */
export function redactSecretKeys<T>(value: T): T {
  return walk(value, 0, new Set()) as T
}
