import type { QueryClient } from '@tanstack/react-query'
import { logger } from '@/lib/logger'
import type { SessionStore } from './session-store'

/** The cart feature's localStorage key (its zustand store listens to 'auth:logout' to empty itself too). */
export const LOCAL_CART_KEY = 'reelhire.cart'

export type LogoutCleanupDeps = {
  queryClient: Pick<QueryClient, 'clear'>
  clearPersistedQueries: () => Promise<void>
  local: Pick<Storage, 'removeItem'> | undefined
}

/**
 * Forgets what this device kept for the user who just left: the in-memory query cache (at once, so no screen
 * shows their data again), the persisted query cache and the local cart. The outbox is not touched here: a
 * session that merely expired keeps its queued writes for the same user's next sign-in (they are tied to that
 * user); a sign-out the user asked for clears it (sign-out.ts), after warning about unsent changes.
 */
export async function clearSignedOutData(deps: LogoutCleanupDeps): Promise<void> {
  deps.queryClient.clear()
  try {
    deps.local?.removeItem(LOCAL_CART_KEY)
  } catch {
    // Blocked storage: nothing was stored there either.
  }
  try {
    await deps.clearPersistedQueries()
  } catch (error) {
    logger.warn('Clearing the offline cache after sign-out failed', { error: String(error) })
  }
}

let lastCleanup: Promise<void> = Promise.resolve()

/** The clean-up of the latest logout; sign-out awaits it before navigating away. */
export function logoutCleanupSettled(): Promise<void> {
  return lastCleanup
}

/**
 * Runs the clean-up on every end of a session, whatever ended it: Sign Out, a 401 the API client could not
 * recover from, an expired session, a sign-out in another tab (its 'storage' event empties this store too).
 */
export function watchLogouts(store: SessionStore, deps: LogoutCleanupDeps): () => void {
  let signedIn = store.getState().token !== null
  return store.subscribe((state) => {
    const wasSignedIn = signedIn
    signedIn = state.token !== null
    if (wasSignedIn && !signedIn) lastCleanup = clearSignedOutData(deps)
  })
}
