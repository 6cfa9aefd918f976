import { ErrorCode } from '@/api/errors'
import type { ErrorBody } from '@/api/envelope'
import { ApiError, type ApiErrorContext, type ApiErrorInit } from './api-error'

/** A mapped failure, plus whether it must end the session (a 401 or authentication error logs the user out). */
export type MappedError = { error: ApiError; logout: boolean }

const DEFAULT_UPGRADE_URL = '/pricing'

type QuotaExtras = Pick<ApiErrorInit, 'upgradeUrl' | 'used' | 'limit' | 'remaining'>

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined

/** upgradeUrl (default /pricing), used, limit, remaining from the first source that has them. */
function quotaExtras(...sources: unknown[]): QuotaExtras {
  const records = sources.map(asRecord).filter((r): r is Record<string, unknown> => r !== undefined)
  const pick = (key: string) => records.map((r) => r[key]).find((v) => v !== undefined)
  const num = (key: string) => {
    const value = pick(key)
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined
  }
  const upgradeUrl = pick('upgradeUrl')
  const extras: QuotaExtras = {
    upgradeUrl: typeof upgradeUrl === 'string' && upgradeUrl ? upgradeUrl : DEFAULT_UPGRADE_URL,
  }
  for (const key of ['used', 'limit', 'remaining'] as const) {
    const value = num(key)
    if (value !== undefined) extras[key] = value
  }
  return extras
}

/**
 * A failure envelope `{ success: false, error }` → ApiError: EMAIL_NOT_VERIFIED counts as ACCOUNT_UNVERIFIED,
 * quota codes carry upgradeUrl/used/limit/remaining, AUTHENTICATION_ERROR and ACCOUNT_DELETED log out.
 */
export function mapEnvelopeError(
  body: ErrorBody,
  status: number,
  context: ApiErrorContext,
  data?: unknown,
): MappedError {
  const base = { message: body.message, statusCode: status, context, details: body.details }
  switch (body.code) {
    case ErrorCode.EMAIL_NOT_VERIFIED:
    case ErrorCode.ACCOUNT_UNVERIFIED:
      // One code for both spellings, so the login flow checks a single value; the original is kept.
      return {
        error: new ApiError({
          ...base,
          code: ErrorCode.ACCOUNT_UNVERIFIED,
          details: body.details ?? { code: body.code },
        }),
        logout: false,
      }
    case ErrorCode.AI_USAGE_LIMIT_REACHED:
    case ErrorCode.RATE_LIMIT_EXCEEDED:
      return {
        error: new ApiError({ ...base, code: body.code, ...quotaExtras(body.details, data) }),
        logout: false,
      }
    case ErrorCode.AUTHENTICATION_ERROR:
    case ErrorCode.ACCOUNT_DELETED:
    case ErrorCode.ACCOUNT_SUSPENDED:
      return { error: new ApiError({ ...base, code: body.code }), logout: true }
    default:
      // PASSWORD_CHANGE_REQUIRED and every other code: the server's code and message, untouched.
      return { error: new ApiError({ ...base, code: body.code }), logout: false }
  }
}

function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return ErrorCode.VALIDATION_ERROR
  if (status === 405) return ErrorCode.METHOD_NOT_ALLOWED
  if (status === 409) return ErrorCode.CONFLICT_ERROR
  return ErrorCode.INTERNAL_ERROR
}

/** A failed response without a failure envelope (a proxy page, a bare JSON body) → ApiError by status. */
export function mapStatusError(status: number, body: unknown, context: ApiErrorContext): MappedError {
  const record = asRecord(body)
  switch (status) {
    case 401:
      return {
        error: new ApiError({
          code: ErrorCode.AUTHENTICATION_ERROR,
          message: 'Authentication required',
          statusCode: 401,
          context,
        }),
        logout: true,
      }
    case 403:
      return {
        error: new ApiError({
          code: ErrorCode.AUTHORIZATION_ERROR,
          message: 'Access forbidden',
          statusCode: 403,
          context,
        }),
        logout: false,
      }
    case 404:
      return {
        error: new ApiError({
          code: ErrorCode.NOT_FOUND_ERROR,
          message: 'Resource not found',
          statusCode: 404,
          context,
        }),
        logout: false,
      }
    case 429: {
      const serverMessage = record?.['message'] ?? asRecord(record?.['error'])?.['message']
      const message =
        typeof serverMessage === 'string' && serverMessage ? serverMessage : 'Rate limit exceeded'
      const extras = quotaExtras(record?.['data'], record)
      return {
        error: new ApiError({
          code: ErrorCode.RATE_LIMIT_EXCEEDED,
          message,
          statusCode: 429,
          context,
          ...extras,
        }),
        logout: false,
      }
    }
    default:
      return {
        error: new ApiError({
          code: codeForStatus(status),
          message: `HTTP ${status}: Request failed`,
          statusCode: status,
          context,
        }),
        logout: false,
      }
  }
}

export const networkError = (context: ApiErrorContext, cause?: unknown) =>
  // statusCode 0: no HTTP response exists (fetch's own convention); the catalogue's 500 is what a server
  // would send for this code. Keeping 0 stops offline blips from being reported as server errors.
  new ApiError({
    code: ErrorCode.NETWORK_ERROR,
    message: 'Network request failed',
    statusCode: 0,
    context,
    details: cause instanceof Error ? { reason: cause.message } : undefined,
  })

export const timeoutError = (context: ApiErrorContext) =>
  new ApiError({ code: ErrorCode.NETWORK_ERROR, message: 'Request timeout', statusCode: 408, context })
