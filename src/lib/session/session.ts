import { LoginSuccessSchema } from '@/api/auth'
import { ErrorCode } from '@/api/errors'
import { createApiClient } from '@/lib/api-client/api-client'
import { ApiError } from '@/lib/api-client/api-error'
import { AUTH_LOGOUT_EVENT, registerAccessTokenRefresher } from '@/lib/api-client/auth-storage'
import { createSessionStore, type SessionDeps } from './session-store'
import { createSessionWatch } from './session-watch'
import { createTokenRefresher, type LockManagerLike } from './token-refresh'

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind]
  } catch {
    return undefined
  }
}

const browserDeps: SessionDeps = {
  local: safeStorage('localStorage'),
  session: safeStorage('sessionStorage'),
  events: typeof window === 'undefined' ? undefined : window,
  now: () => Date.now(),
}

/** This tab's session. Components read it with useSession(); everything else via getState(). */
export const sessionStore = createSessionStore(browserDeps)

/** The signed-in user's id (a token and a user), else null: whose writes, intents and caches are current. */
export function signedInUserId(): string | null {
  const { token, user } = sessionStore.getState()
  return token && user ? user.id : null
}

// The refresh call goes through a client with no stored token, so it neither sends the stale bearer nor
// triggers the client's own 401 logout (or a refresh of the refresh): the outcome is decided here.
const bareClient = createApiClient({})

const locks: LockManagerLike | undefined =
  typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks
    ? { request: (name, callback) => navigator.locks.request(name, callback) }
    : undefined

export const tokenRefresher = createTokenRefresher({
  store: sessionStore,
  requestRefresh: (refreshToken) =>
    bareClient.apiRequest('/Auth/refresh', {
      method: 'POST',
      body: { refreshToken },
      schema: LoginSuccessSchema,
    }),
  isRejection: (error) =>
    error instanceof ApiError &&
    (error.code === ErrorCode.AUTHENTICATION_ERROR ||
      error.code === ErrorCode.AUTHORIZATION_ERROR ||
      error.code === ErrorCode.ACCOUNT_DELETED ||
      error.code === ErrorCode.VALIDATION_ERROR),
  locks,
  now: () => Date.now(),
})

/** A session that ended by itself (expired, revoked): announce it and go to the landing page. */
function forcedLogout() {
  window.location.assign('/')
}

let started = false

/** Starts the every-second check, cross-tab sync and the API client's 401 refresh. Idempotent. */
export function startSession(): void {
  if (started || typeof window === 'undefined') return
  started = true
  const watch = createSessionWatch({
    store: sessionStore,
    refresher: tokenRefresher,
    now: () => Date.now(),
    onExpired: forcedLogout,
  })
  void watch.tick()
  window.setInterval(() => void watch.tick(), 1000)
  // Other tabs write the same keys: adopt their refreshed tokens, sign-ins and sign-outs.
  window.addEventListener('storage', () => sessionStore.getState().syncFromStorage())
  // The API client clears the keys itself on a 401; this keeps the in-memory state in step.
  window.addEventListener(AUTH_LOGOUT_EVENT, () => sessionStore.getState().syncFromStorage())
  registerAccessTokenRefresher(async (rejectedToken) => {
    const outcome = await tokenRefresher.refresh(rejectedToken)
    return outcome === 'refreshed' || outcome === 'not-needed'
  })
}
