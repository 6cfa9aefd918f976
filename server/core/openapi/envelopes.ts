import { ErrorCode } from '@/api/errors'
import type { JsonSchema } from './json-schema'
import type { ResponseObject } from './openapi-types'

export const ERROR_ENVELOPE = 'ErrorEnvelope'
export const SUCCESS_ENVELOPE = 'SuccessEnvelope'

const TIMESTAMP: JsonSchema = {
  type: 'string',
  format: 'date-time',
  description: 'When the answer was made.',
}

/** `{ success: true, data, message?, timestamp }`, as ok() in server/core/envelope.ts writes it. */
export const SUCCESS_ENVELOPE_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'Every 2xx JSON answer; each operation says what its `data` is.',
  properties: {
    success: { const: true },
    data: {},
    message: { type: 'string', description: 'A sentence for the user, when the answer has one.' },
    timestamp: TIMESTAMP,
  },
  required: ['success', 'data', 'timestamp'],
}

/** `{ success: false, error: { code, message, details? }, timestamp }`, as fail() writes it. */
export const ERROR_ENVELOPE_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'Every 4xx and 5xx answer. The status comes from the error catalogue (src/api/errors.ts).',
  properties: {
    success: { const: false },
    error: {
      type: 'object',
      properties: {
        code: { type: 'string', enum: Object.values(ErrorCode) },
        message: { type: 'string', description: 'A sentence for the user.' },
        details: {
          description:
            'Per code: `issues: [{ path, message }]` for a VALIDATION_ERROR of the input; `limit, used, ' +
            'remaining, retryAfterSeconds` for RATE_LIMIT_EXCEEDED; `version` for VERSION_CONFLICT; ' +
            '`from, to, allowed` for a refused status move.',
        },
      },
      required: ['code', 'message'],
    },
    timestamp: TIMESTAMP,
  },
  required: ['success', 'error', 'timestamp'],
}

/** The success envelope with this operation's `data`. */
export function successEnvelope(data: JsonSchema): JsonSchema {
  return { allOf: [{ $ref: `#/components/schemas/${SUCCESS_ENVELOPE}` }, { properties: { data } }] }
}

/** A 2xx answer whose envelope carries `data`. */
export function successResponse(description: string, data: JsonSchema): ResponseObject {
  return { description, content: { 'application/json': { schema: successEnvelope(data) } } }
}

/** A 4xx/5xx answer: the error envelope, with what causes it. */
export function errorResponse(description: string): ResponseObject {
  return {
    description,
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_ENVELOPE}` } } },
  }
}
