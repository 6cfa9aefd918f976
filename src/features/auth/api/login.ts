import * as v from 'valibot'
import { LoginResultSchema, ResendTwoFactorResultSchema, type LoginInput, type LoginResult } from '@/api/auth'
import { apiRequest } from '@/lib/api-client/api-client'

/** Full login, two-factor challenge, or verification required (with the session, docs/decisions/007). */
export type LoginAnswer = LoginResult

/** POST /api/Auth/login → full login, a two-factor challenge, or email verification required. */
export function login(input: LoginInput): Promise<LoginAnswer> {
  return apiRequest('/Auth/login', { method: 'POST', body: input, schema: LoginResultSchema })
}

/** POST /api/Auth/verify-2fa {tempAuthToken, verificationCode} → a login answer. */
export function verifyTwoFactor(tempAuthToken: string, verificationCode: string): Promise<LoginAnswer> {
  return apiRequest('/Auth/verify-2fa', {
    method: 'POST',
    body: { tempAuthToken, verificationCode },
    schema: LoginResultSchema,
  })
}

/** POST /api/Auth/resend-2fa {tempAuthToken} → a new code by mail, same temp token. */
export function resendTwoFactor(tempAuthToken: string) {
  return apiRequest('/Auth/resend-2fa', {
    method: 'POST',
    body: { tempAuthToken },
    schema: v.union([ResendTwoFactorResultSchema, v.unknown()]),
  })
}
