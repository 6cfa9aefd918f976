import type { Context } from 'hono'
import { ErrorCode } from '@/api/errors'
import { AppError } from './app-error'

/**
 * onError for hono/body-limit: 413 with code VALIDATION_ERROR, like every other bad-input case. The rest of
 * the body is left unread, so the connection closes after this answer (connection-close.ts, decision 018).
 */
export function bodyTooLarge(maxBytes: number) {
  return (_c: Context): never => {
    throw new AppError(ErrorCode.VALIDATION_ERROR, {
      status: 413,
      message: `Request body is larger than ${maxBytes} bytes`,
      details: { maxBytes },
    })
  }
}
