import { clearDeviceDrafts } from '@/lib/device-drafts'
import { logger } from '@/lib/logger'
import { clearOutbox } from '@/lib/outbox/queue'
import { logoutCleanupSettled } from '@/lib/session/logout-cleanup'
import { sessionStore } from '@/lib/session/session'

/**
 * After the account is deleted: forget the session on this device like a sign-out does (outbox, drafts,
 * caches), without asking the server to end a session it has already revoked.
 */
export async function forgetDeletedSession(): Promise<void> {
  sessionStore.getState().clear()
  const outboxCleared = clearOutbox().catch((error: unknown) =>
    logger.warn('Clearing the outbox after account deletion failed', { error: String(error) }),
  )
  await Promise.all([outboxCleared, clearDeviceDrafts(), logoutCleanupSettled()])
}
