import * as v from 'valibot'
import { EnvelopeSchema } from '@/api/envelope'
import { formatIssues } from '@/api/validation'
import type { ApiErrorContext } from './api-error'
import { mapEnvelopeError, mapStatusError, type MappedError } from './error-mapping'

/** What one HTTP response means: the data, a mapped API error, or a broken contract (always a bug). */
export type ParsedResponse<T> =
  { ok: true; data: T } | { ok: false; mapped: MappedError } | { ok: false; contract: string }

/**
 * Checks a response body against the envelope and the caller's schema: 'Invalid JSON response',
 * 'Invalid API response structure: …', 'Invalid response data: …'. A failed status without our envelope (a
 * proxy or gateway page) is mapped by status (401 'Authentication required', 403 'Access forbidden', …).
 */
export function parseApiResponse<TSchema extends v.GenericSchema>(
  response: { status: number; ok: boolean },
  text: string,
  schema: TSchema,
  context: ApiErrorContext,
): ParsedResponse<v.InferOutput<TSchema>> {
  const { status, ok } = response
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    if (!ok) return { ok: false, mapped: mapStatusError(status, undefined, context) }
    return { ok: false, contract: 'Invalid JSON response' }
  }
  const envelope = v.safeParse(EnvelopeSchema, json)
  if (!envelope.success) {
    if (!ok) return { ok: false, mapped: mapStatusError(status, json, context) }
    return { ok: false, contract: `Invalid API response structure: ${formatIssues(envelope.issues)}` }
  }
  const body = envelope.output
  if (!body.success) {
    const data = (json as { data?: unknown }).data
    return { ok: false, mapped: mapEnvelopeError(body.error, status, context, data) }
  }
  if (!ok) return { ok: false, mapped: mapStatusError(status, json, context) }
  const data = v.safeParse(schema, body.data)
  if (!data.success) return { ok: false, contract: `Invalid response data: ${formatIssues(data.issues)}` }
  return { ok: true, data: data.output as v.InferOutput<TSchema> }
}

/**
 * The data a replayed outbox write answered with, checked against `schema`: the outbox keeps either the
 * envelope or its data, so both are accepted; anything else is null.
 */
export function parseWriteData<TSchema extends v.GenericSchema>(
  schema: TSchema,
  data: unknown,
): v.InferOutput<TSchema> | null {
  const direct = v.safeParse(schema, data)
  if (direct.success) return direct.output
  if (typeof data === 'object' && data !== null && 'data' in data) {
    const inner = v.safeParse(schema, (data as { data: unknown }).data)
    if (inner.success) return inner.output
  }
  return null
}
