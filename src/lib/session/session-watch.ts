import { TOKEN_REFRESH_THRESHOLD_SECONDS } from '@/config/session-refresh'
import { isTokenValid, needsRefresh } from './jwt'
import type { SessionStore } from './session-store'
import type { RefreshOutcome, TokenRefresher } from './token-refresh'

export type WatchDeps = {
  store: SessionStore
  refresher: Pick<TokenRefresher, 'refresh'>
  now: () => number
  /** A forced logout: the session is over, so the browser goes to the landing page. */
  onExpired: () => void
  /** After a network failure, wait this long before asking again instead of every tick. */
  retryAfterMs?: number
}

/**
 * One tick of the session's every-second check. A token close to expiry is refreshed (300 s threshold);
 * an expired one is dropped unless a refresh can still save it (a laptop waking from sleep).
 */
export function createSessionWatch(deps: WatchDeps) {
  const retryAfterMs = deps.retryAfterMs ?? 30_000
  let pausedUntil = 0

  const handle = (outcome: RefreshOutcome) => {
    const state = deps.store.getState()
    state.setRestoring(false)
    if (outcome === 'rejected' && state.token) {
      state.clear()
      deps.onExpired()
    } else if (outcome === 'failed') {
      pausedUntil = deps.now() + retryAfterMs
      // Offline with an expired token: nothing can be done with it; drop the user as the spec says.
      const current = deps.store.getState()
      if (current.token && !isTokenValid(current.token, deps.now())) {
        current.clear()
        deps.onExpired()
      }
    }
  }

  function tick(): Promise<void> | undefined {
    const { token, refreshToken } = deps.store.getState()
    if (!token) return undefined
    const now = deps.now()
    const expired = !isTokenValid(token, now)
    if (expired && !refreshToken) {
      deps.store.getState().clear()
      deps.onExpired()
      return undefined
    }
    if (!needsRefresh(token, now, TOKEN_REFRESH_THRESHOLD_SECONDS) || now < pausedUntil) return undefined
    if (expired) deps.store.getState().setRestoring(true)
    return deps.refresher.refresh(token).then(handle)
  }

  return { tick }
}
