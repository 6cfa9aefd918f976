import { ErrorCode } from '@/api/errors'
import { isApiError, toUserMessage } from '@/lib/api-client/api-error'

/** Codes whose server message is ours and says what happened (a decline's reason, a changed cart). */
const OWN_MESSAGES: readonly string[] = [
  ErrorCode.PAYMENT_DECLINED,
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.CONFLICT_ERROR,
  ErrorCode.VERSION_CONFLICT,
  ErrorCode.AUTHORIZATION_ERROR,
]

/** The text shown when paying failed: the reason for a refusal, the catalogue's words for anything else. */
export function checkoutErrorText(error: unknown): string {
  if (isApiError(error) && OWN_MESSAGES.includes(error.code) && error.message) return error.message
  return toUserMessage(error)
}
