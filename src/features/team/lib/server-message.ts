import { ErrorCode } from '@/api/errors'
import { isApiError } from '@/lib/api-client/api-error'

/**
 * The server's own words for a refusal the user can act on (a taken seat, an expired link, a wrong address),
 * else `fallback`. Network failures and server errors keep the fallback: their text is not for people.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.code === ErrorCode.NETWORK_ERROR) return fallback
  if (error.statusCode >= 400 && error.statusCode < 500 && error.message) return error.message
  return fallback
}
