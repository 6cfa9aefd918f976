import { TOKEN_REFRESH_THRESHOLD_SECONDS } from '@/config/session-refresh'
import type { LoginSuccess } from '@/api/auth'
import { needsRefresh, isTokenValid } from './jwt'
import { REFRESH_LOCK_NAME } from './session-keys'
import type { SessionStore } from './session-store'

/** The part of the Web Locks API we use; tests pass a fake shared by two "tabs". */
export type LockManagerLike = {
  request: <T>(name: string, callback: () => Promise<T>) => Promise<T>
}

export type RefreshOutcome = 'refreshed' | 'not-needed' | 'rejected' | 'failed'

export type RefresherDeps = {
  store: SessionStore
  /** POST /api/Auth/refresh {refreshToken} → a login answer with the rotated pair. */
  requestRefresh: (refreshToken: string) => Promise<LoginSuccess>
  /** True when the failure means the refresh token is dead (401/403), not a network blip. */
  isRejection: (error: unknown) => boolean
  locks: LockManagerLike | undefined
  now: () => number
}

/**
 * Refreshes the access token once for all tabs. Rotating refresh tokens are single use (reuse revokes the
 * family), so two tabs must never send the same one: a Web Lock serialises them and the tab that waited
 * re-reads localStorage first — if another tab already rotated the pair, it adopts it instead of calling.
 * Within a tab, concurrent callers share one promise.
 */
export function createTokenRefresher(deps: RefresherDeps) {
  let inFlight: Promise<RefreshOutcome> | null = null

  async function underLock(staleToken: string | null): Promise<RefreshOutcome> {
    const { store } = deps
    store.getState().syncFromStorage()
    const { token, refreshToken } = store.getState()
    // Another tab (or an earlier call) already replaced the token this caller found wanting.
    if (
      token &&
      token !== staleToken &&
      isTokenValid(token, deps.now()) &&
      !needsRefresh(token, deps.now(), TOKEN_REFRESH_THRESHOLD_SECONDS)
    )
      return 'not-needed'
    if (!refreshToken) return 'rejected'
    try {
      const result = await deps.requestRefresh(refreshToken)
      // Signed out meanwhile (another tab, the API client): do not resurrect the session.
      if (store.getState().token === null) return 'rejected'
      store.getState().setTokens(result.token, result.refreshToken ?? refreshToken)
      return 'refreshed'
    } catch (error) {
      return deps.isRejection(error) ? 'rejected' : 'failed'
    }
  }

  /** `staleToken`: the access token the caller found expiring or rejected. */
  function refresh(staleToken: string | null = deps.store.getState().token): Promise<RefreshOutcome> {
    if (inFlight) return inFlight
    const run = () => underLock(staleToken)
    inFlight = (deps.locks ? deps.locks.request(REFRESH_LOCK_NAME, run) : run()).finally(() => {
      inFlight = null
    })
    return inFlight
  }

  return { refresh }
}

export type TokenRefresher = ReturnType<typeof createTokenRefresher>
