import * as v from 'valibot'
import { apiRequest } from '@/lib/api-client/api-client'
import { clearDeviceDrafts } from '@/lib/device-drafts'
import { clearOutbox } from '@/lib/outbox/queue'
import { logger } from '@/lib/logger'
import { logoutCleanupSettled } from '../../lib/session/logout-cleanup'
import { sessionStore } from '../../lib/session/session'

/**
 * Revokes the session on the server, then forgets it here. The local part happens whatever the server
 * says (offline, already revoked): a user who pressed Sign Out must end up signed out.
 * `everywhere` revokes every session of the user (Settings → Sign out everywhere).
 * Signing out on purpose also empties the outbox and the drafts kept on the device (the caller warned about unsent
 * changes first, see use-confirmed-sign-out); the caches are cleared by the logout watcher (logout-cleanup.ts), awaited here so
 * the next page never starts before they are gone.
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
  const outboxCleared = clearOutbox().catch((error: unknown) =>
    logger.warn('Clearing the outbox after sign-out failed', { error: String(error) }),
  )
  await Promise.all([outboxCleared, clearDeviceDrafts(), logoutCleanupSettled()])
}
