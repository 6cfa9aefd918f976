import * as v from 'valibot'
import { apiRequest } from '@/lib/api-client/api-client'

/** POST /api/account/reset-password {email}: always the same answer, mail only if the account exists. */
export function requestPasswordReset(email: string) {
  return apiRequest('/account/reset-password', { method: 'POST', body: { email }, schema: v.unknown() })
}

/** POST /api/account/confirm-password-reset {userId, token, newPassword}. */
export function confirmPasswordReset(input: { userId: string; token: string; newPassword: string }) {
  return apiRequest('/account/confirm-password-reset', {
    method: 'POST',
    body: input,
    schema: v.unknown(),
  })
}
