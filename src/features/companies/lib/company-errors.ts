import { ErrorCode } from '@/api/errors'
import { ApiError, toUserMessage } from '@/lib/api-client/api-error'

/** Codes whose server message is written for people and says what to do (docs/api.md "Companies"). */
const SPOKEN = new Set<string>([
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.CONFLICT_ERROR,
  ErrorCode.AUTHORIZATION_ERROR,
])

/**
 * The text for a failed company write: the server's own words for the rules it enforces ('Complete the
 * required onboarding tasks before publishing.'), without the 'Validation failed: path:' prefix; the
 * catalogue's text for everything else (network, server errors).
 */
export function companyErrorMessage(error: unknown): string {
  if (error instanceof ApiError && SPOKEN.has(error.code) && error.message) {
    const match = /^Validation failed:\s*(?:[\w.-]+:\s*)?(.*)$/s.exec(error.message)
    const text = (match?.[1] ?? error.message).trim()
    return text ? text.charAt(0).toUpperCase() + text.slice(1) : toUserMessage(error)
  }
  return toUserMessage(error)
}

export const isNotFound = (error: unknown) =>
  error instanceof ApiError && error.code === ErrorCode.NOT_FOUND_ERROR
