import * as v from 'valibot'
import { apiRequest } from '@/lib/api-client/api-client'
import { sessionStore } from './session'

/**
 * Revokes the session on the server, then forgets it here. The local part happens whatever the server
 * says (offline, already revoked): a user who pressed Sign Out must end up signed out.
 * `everywhere` revokes every session of the user (Settings → Sign out everywhere).
 */
export async function signOut({ everywhere = false }: { everywhere?: boolean } = {}): Promise<void> {
  if (sessionStore.getState().token) {
    try {
      await apiRequest(everywhere ? '/Auth/logout-all' : '/Auth/logout', {
        method: 'POST',
        schema: v.unknown(),
      })
    } catch {
      // Nothing to do: the local sign-out below is what the user asked for.
    }
  }
  sessionStore.getState().clear()
}
