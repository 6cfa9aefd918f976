import type { Context } from 'hono'
import { ErrorCode } from '@/api/errors'
import { AppError } from './app-error'

/** onError for hono/body-limit: 413 with code VALIDATION_ERROR, like every other bad-input case. */
export function bodyTooLarge(maxBytes: number) {
  return (_c: Context): never => {
    throw new AppError(ErrorCode.VALIDATION_ERROR, {
      status: 413,
      message: `Request body is larger than ${maxBytes} bytes`,
      details: { maxBytes },
    })
  }
}
