import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { FailureEnvelope, SuccessEnvelope } from '@/api/envelope'
import { ERROR_CATALOGUE, type ErrorCode } from '@/api/errors'

/** `{ success: true, data, message?, timestamp }` with status 200, 201 or 202. */
export function ok<T>(c: Context, data: T, message?: string, status: 200 | 201 | 202 = 200) {
  const body: SuccessEnvelope<T> = { success: true, data, timestamp: new Date().toISOString() }
  if (message !== undefined) body.message = message
  return c.json(body, status)
}

export type FailOptions = {
  message?: string
  details?: unknown
  /** Only where HTTP needs a finer status than the catalogue's (413, 415 are VALIDATION_ERRORs). */
  status?: ContentfulStatusCode
}

/** `{ success: false, error: { code, message, details? }, timestamp }` with the catalogue's status. */
export function fail(c: Context, code: ErrorCode, options: FailOptions = {}) {
  const entry = ERROR_CATALOGUE[code]
  const error: FailureEnvelope['error'] = { code, message: options.message ?? entry.message }
  if (options.details !== undefined) error.details = options.details
  const body = { success: false as const, error, timestamp: new Date().toISOString() }
  return c.json(body, options.status ?? (entry.status as ContentfulStatusCode))
}
