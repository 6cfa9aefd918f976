import { ERROR_CATALOGUE, ErrorCode, UNKNOWN_ERROR_MESSAGE } from '@/api/errors'

/** A catalogue code, or whatever other code a server envelope carried. */
export type ApiErrorCode = ErrorCode | (string & {})

export type ApiErrorContext = {
  path?: string
  method?: string
  attempt?: number
}

export type ApiErrorInit = {
  code: ApiErrorCode
  message: string
  statusCode: number
  context?: ApiErrorContext
  details?: unknown
  upgradeUrl?: string
  used?: number
  limit?: number
  remaining?: number
  timestamp?: string
}

/**
 * The client error object (name, code, message, statusCode, timestamp, context; rate-limit and AI-usage
 * errors add upgradeUrl, used, limit, remaining): every failure of `apiRequest` is one of these.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly code: ApiErrorCode
  readonly statusCode: number
  readonly timestamp: string
  readonly context: ApiErrorContext
  readonly details: unknown
  readonly upgradeUrl?: string
  readonly used?: number
  readonly limit?: number
  readonly remaining?: number

  constructor(init: ApiErrorInit) {
    super(init.message)
    this.code = init.code
    this.statusCode = init.statusCode
    this.timestamp = init.timestamp ?? new Date().toISOString()
    this.context = init.context ?? {}
    this.details = init.details
    if (init.upgradeUrl !== undefined) this.upgradeUrl = init.upgradeUrl
    if (init.used !== undefined) this.used = init.used
    if (init.limit !== undefined) this.limit = init.limit
    if (init.remaining !== undefined) this.remaining = init.remaining
  }

  toJSON() {
    const { name, code, message, statusCode, timestamp, context, details } = this
    return { name, code, message, statusCode, timestamp, context, details }
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** Anything thrown → ApiError. Non-Error values become INTERNAL_ERROR 'An unknown error occurred'. */
export function toApiError(error: unknown, context?: ApiErrorContext): ApiError {
  if (error instanceof ApiError) return error
  const init: ApiErrorInit = {
    code: ErrorCode.INTERNAL_ERROR,
    message: error instanceof Error ? error.message || UNKNOWN_ERROR_MESSAGE : UNKNOWN_ERROR_MESSAGE,
    statusCode: ERROR_CATALOGUE.INTERNAL_ERROR.status,
    details: error instanceof Error ? { name: error.name } : undefined,
  }
  if (context) init.context = context
  return new ApiError(init)
}

const isCatalogued = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CATALOGUE, code)

/**
 * Text for people. The catalogue speaks for known codes so internal wording never reaches the screen;
 * PASSWORD_CHANGE_REQUIRED keeps the server's message untouched because it says what to do.
 */
export function toUserMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return ERROR_CATALOGUE.INTERNAL_ERROR.message
  if (error.code === ErrorCode.PASSWORD_CHANGE_REQUIRED && error.message) return error.message
  return isCatalogued(error.code)
    ? ERROR_CATALOGUE[error.code].message
    : ERROR_CATALOGUE.INTERNAL_ERROR.message
}
