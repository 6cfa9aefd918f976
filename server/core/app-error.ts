import { ERROR_CATALOGUE, type ErrorCode } from '@/api/errors'

export type AppErrorOptions = {
  /** Defaults to the catalogue's user message for the code. */
  message?: string
  details?: unknown
  /**
   * Defaults to the catalogue's status, so a code travels with the status the client expects for it.
   * Only HTTP refinements of VALIDATION_ERROR use it: 413 (body too large) and 415 (not JSON).
   */
  status?: 413 | 415
}

/** The one error type routes and services throw for an expected failure; app.onError turns it into the envelope. */
export class AppError extends Error {
  override name = 'AppError'
  readonly code: ErrorCode
  readonly status: number
  readonly details: unknown

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? ERROR_CATALOGUE[code].message)
    this.code = code
    this.status = options.status ?? ERROR_CATALOGUE[code].status
    this.details = options.details
  }
}
