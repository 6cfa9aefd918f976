import type * as v from 'valibot'
import { isWrite, type DescribedRoute } from './collect-routes'
import { errorResponse, successResponse } from './envelopes'
import type { JsonSchema } from './json-schema'
import type { ResponseObject } from './openapi-types'
import { STANDARD_ERRORS, standardErrorRef, type StandardError } from './standard-errors'

type Responses = Record<string, ResponseObject | { $ref: string }>

const isStandard = (cause: string): cause is StandardError => cause in STANDARD_ERRORS

/**
 * The success answer, the answers the route names, and the errors every route of its kind can give (a body,
 * a query, a sign-in, a write). A status with one standard cause refers to its shared response; a status
 * with several causes lists them all in one description.
 */
export function operationResponses(
  route: DescribedRoute,
  hasQuery: boolean,
  ref: (schema: v.GenericSchema) => JsonSchema,
): Responses {
  const { meta } = route
  const errors = new Map<string, string[]>()
  const add = (status: number | string, cause: string) => {
    errors.set(String(status), [...(errors.get(String(status)) ?? []), cause])
  }
  const standard = (name: StandardError) => add(STANDARD_ERRORS[name][0], name)
  if (route.json || meta.multipart) {
    standard('BodyInvalid')
    standard('BodyTooLarge')
    standard(route.json ? 'NotJson' : 'NotMultipart')
  }
  if (hasQuery) standard('QueryInvalid')
  if (meta.auth === 'verified') standard('Unverified')
  if (meta.auth === 'required' || meta.auth === 'verified') standard('Unauthenticated')
  if (meta.auth === 'optional') standard('BadOptionalToken')
  if (isWrite(route.method)) {
    standard('RequestInProgress')
    standard('IdempotencyKeyReused')
  }

  const out: Responses = {}
  out[String(meta.status ?? 200)] = meta.raw
    ? { description: meta.raw.description, content: { [meta.raw.mediaType]: { schema: {} } } }
    : successResponse('Success.', meta.response ? ref(meta.response) : {})
  for (const [status, other] of Object.entries(meta.responses ?? {})) {
    if (typeof other === 'string') add(status, other)
    else out[status] = successResponse(other.description, ref(other.data))
  }
  standard('InternalError')
  for (const [status, causes] of [...errors].sort(([a], [b]) => a.localeCompare(b))) {
    const [only] = causes
    out[status] =
      causes.length === 1 && only !== undefined && isStandard(only)
        ? { $ref: standardErrorRef(only) }
        : errorResponse(
            causes.map((cause) => (isStandard(cause) ? STANDARD_ERRORS[cause][1] : cause)).join(' '),
          )
  }
  return out
}
