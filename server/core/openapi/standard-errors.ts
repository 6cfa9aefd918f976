import { errorResponse } from './envelopes'
import type { ResponseObject } from './openapi-types'

/**
 * The errors that routes of one kind share (a JSON body, a sign-in, a write…). Each is a response component;
 * an operation refers to it, unless the same status also has a cause of its own — then the texts are joined.
 */
export const STANDARD_ERRORS = {
  BodyInvalid: [400, 'VALIDATION_ERROR: the body breaks its schema (`details.issues` names each field).'],
  QueryInvalid: [400, 'VALIDATION_ERROR: a query parameter breaks its schema.'],
  Unverified: [400, 'ACCOUNT_UNVERIFIED: the caller has not confirmed their email address.'],
  Unauthenticated: [401, 'AUTHENTICATION_ERROR: no bearer token, or not one of a live session.'],
  BadOptionalToken: [
    401,
    'AUTHENTICATION_ERROR: a bearer token was sent but is not valid (send none to read as a visitor).',
  ],
  RequestInProgress: [409, 'REQUEST_IN_PROGRESS: a request with the same Idempotency-Key is still running.'],
  BodyTooLarge: [413, 'VALIDATION_ERROR: the body is larger than this route accepts.'],
  NotJson: [415, 'VALIDATION_ERROR: the Content-Type is not application/json.'],
  NotMultipart: [415, 'VALIDATION_ERROR: the Content-Type is not multipart/form-data.'],
  IdempotencyKeyReused: [422, 'IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used for another request.'],
  InternalError: ['5XX', 'INTERNAL_ERROR: an unexpected failure; the details are only in the server log.'],
} as const satisfies Record<string, readonly [number | string, string]>

export type StandardError = keyof typeof STANDARD_ERRORS

export const standardErrorRef = (name: StandardError) => `#/components/responses/${name}`

export function standardErrorResponses(): Record<StandardError, ResponseObject> {
  return Object.fromEntries(
    Object.entries(STANDARD_ERRORS).map(([name, [, text]]) => [name, errorResponse(text)]),
  ) as Record<StandardError, ResponseObject>
}
