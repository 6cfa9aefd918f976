import type { LoginSuccess } from '@/api/auth'
import { fetchCurrentUser } from '../user/current-user'
import { sessionStore } from '../../lib/session/session'

/**
 * After login (or the two-factor step) the user is signed in and the current user is fetched.
 * A failed fetch keeps the login answer's user: the session itself is fine.
 */
export async function completeSignIn(result: LoginSuccess): Promise<void> {
  sessionStore.getState().signIn(result)
  try {
    await fetchCurrentUser()
  } catch {
    // The shell shows the login answer's name until the next successful fetch.
  }
}
