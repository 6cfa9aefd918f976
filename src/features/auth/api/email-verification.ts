import {
  ConfirmEmailResultSchema,
  ResendVerificationResultSchema,
  VerificationStatusSchema,
  type VerificationStatus,
} from '@/api/auth'
import { apiRequest } from '@/lib/api-client/api-client'

/** GET /api/Auth/verification-status (signed in). */
export function getVerificationStatus(signal?: AbortSignal): Promise<VerificationStatus> {
  return apiRequest('/Auth/verification-status', { schema: VerificationStatusSchema, signal })
}

/** Either flag (isEmailVerified or emailConfirmed) counts as verified. */
export const isVerified = (status: VerificationStatus) => status.isEmailVerified || status.emailConfirmed

/** POST /api/Auth/resend-email-verification (signed in; 60 s cooldown → 429). */
export function resendVerificationEmail() {
  return apiRequest('/Auth/resend-email-verification', {
    method: 'POST',
    schema: ResendVerificationResultSchema,
  })
}

/** GET /api/account/ConfirmEmail?userId&code → confirmed. */
export function confirmEmail(userId: string, code: string) {
  return apiRequest('/account/ConfirmEmail', {
    query: { userId, code },
    schema: ConfirmEmailResultSchema,
  })
}
