import { ErrorCode } from '@/api/errors'
import { ApiError, toUserMessage } from '@/lib/api-client/api-error'

/** The sign-in and sign-up texts of the spec's error catalogue, one place so tests and screens agree. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password. Please try again.',
  generic: 'An error occurred. Please try again.',
  invalidCode: 'Invalid or expired verification code. Please try again.',
  verifyFailed: 'Verification failed. Please try again.',
  resendCodeFailed: 'Failed to resend code. Please wait a moment and try again.',
  emailTaken: 'Account with this email already exists. Please sign in instead.',
  noChallenge: 'No pending two-factor challenge',
} as const

const isRateLimit = (error: unknown) => error instanceof ApiError && error.statusCode === 429

/** Login: wrong credentials get the spec's text; a rate limit says to wait; a suspension says so; else generic. */
export function loginErrorMessage(error: unknown): string {
  if (isRateLimit(error)) return toUserMessage(error)
  // Said only after a correct password (issue 18): the server's own words, so the person knows whom to ask.
  if (error instanceof ApiError && error.code === ErrorCode.ACCOUNT_SUSPENDED) return toUserMessage(error)
  if (
    error instanceof ApiError &&
    (error.code === ErrorCode.AUTHENTICATION_ERROR || error.code === ErrorCode.VALIDATION_ERROR)
  )
    return AUTH_MESSAGES.invalidCredentials
  return AUTH_MESSAGES.generic
}

/** A rejected code (wrong, expired, out of tries) vs a failure of the call itself. */
export function twoFactorErrorMessage(error: unknown): string {
  if (isRateLimit(error)) return toUserMessage(error)
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500)
    return AUTH_MESSAGES.invalidCode
  return AUTH_MESSAGES.verifyFailed
}

export const isUnverifiedError = (error: unknown) =>
  error instanceof ApiError && error.code === ErrorCode.ACCOUNT_UNVERIFIED

/** attemptsLeft from a failed verify-2fa, when the server says. */
export function attemptsLeftOf(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null
  const details = error.details as Record<string, unknown> | undefined
  const left = details?.['attemptsLeft']
  return typeof left === 'number' ? left : null
}
