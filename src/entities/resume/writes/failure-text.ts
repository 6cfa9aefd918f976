import { isApiError } from '@/lib/api-client/api-error'

/**
 * What to tell when a resume call failed: the server's own words for a refusal (a 4xx carries a reason the user
 * can act on: "Only a variation can be promoted to master."), else the spec's text for that call (seed 2 §8).
 */
export function resumeFailureText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.statusCode >= 400 && error.statusCode < 500 && error.message.trim()) {
    return error.message
  }
  return fallback
}
