import { safeRedirect } from '@/entities/session/safe-redirect'
import { VERIFY_RETURN_KEY } from '@/lib/session/session-keys'

/**
 * Where "I already verified" goes. Kept in sessionStorage because the user may come back to
 * /verify-email without the query, e.g. after opening the confirmation link in another tab.
 */
export function resolveVerifyReturn(redirect: string | undefined): string {
  const fromQuery = safeRedirect(redirect)
  try {
    if (fromQuery) sessionStorage.setItem(VERIFY_RETURN_KEY, fromQuery)
    return fromQuery ?? safeRedirect(sessionStorage.getItem(VERIFY_RETURN_KEY)) ?? '/dashboard'
  } catch {
    return fromQuery ?? '/dashboard'
  }
}

export function forgetVerifyReturn(): void {
  try {
    sessionStorage.removeItem(VERIFY_RETURN_KEY)
  } catch {
    // Nothing stored.
  }
}
