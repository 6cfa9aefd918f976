import { API_BACKOFF_BASE_MS, API_BACKOFF_CAP_MS, API_MAX_RETRIES } from '@/config/api-requests'
import type { ApiError } from './api-error'

export const MAX_RETRIES = API_MAX_RETRIES

/** Wait before retry number `retry` (1-based): 1 s, 2 s, 4 s, … capped at 10 s. */
export function backoffDelay(retry: number): number {
  return Math.min(API_BACKOFF_BASE_MS * 2 ** Math.max(0, retry - 1), API_BACKOFF_CAP_MS)
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * When a failed attempt is tried again:
 * - only transient failures: no response at all (network error, statusCode 0), a timeout (408) or a
 *   server error (5xx). Every other 4xx — validation 400/422, authentication 401, authorization 403,
 *   404, 409, 429 — is an answer that a retry would only repeat (the spec names the first three).
 * - a mutation (POST/PUT/PATCH/DELETE) only when it carries an Idempotency-Key header: the server then
 *   replays the first result instead of applying the write twice. Without a key, a
 *   write that timed out may have landed, so repeating it could create duplicates.
 */
export function isRetryable(error: ApiError, method: string, headers: Record<string, string>): boolean {
  const status = error.statusCode
  const transient = status === 0 || status === 408 || status >= 500
  if (!transient) return false
  if (SAFE_METHODS.has(method.toUpperCase())) return true
  return Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key')
}
