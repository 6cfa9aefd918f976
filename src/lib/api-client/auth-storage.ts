/** localStorage keys of the session (the spec's names), shared by the client and the auth feature. */
export const AUTH_TOKEN_KEY = 'auth_token'
export const REFRESH_TOKEN_KEY = 'refresh_token'
export const CURRENT_USER_KEY = 'current_user'

/** Dispatched on window when the API ends the session; stores and caches listen to reset themselves. */
export const AUTH_LOGOUT_EVENT = 'auth:logout'

export type TokenStorage = Pick<Storage, 'getItem' | 'removeItem'>

export function readAuthToken(storage: TokenStorage | undefined): string | null {
  try {
    return storage?.getItem(AUTH_TOKEN_KEY) || null
  } catch {
    return null
  }
}

export function clearStoredCredentials(storage: TokenStorage | undefined): void {
  for (const key of [AUTH_TOKEN_KEY, REFRESH_TOKEN_KEY, CURRENT_USER_KEY]) {
    try {
      storage?.removeItem(key)
    } catch {
      // Storage disabled: nothing was stored either.
    }
  }
}

/**
 * The session layer (src/lib/session) registers how to refresh the access token. On a 401 the client asks it
 * once before ending the session; true means a fresh token is stored and the request may be sent again.
 * Kept here, not imported from the session, so the client stays free of the session's dependencies.
 */
export type AccessTokenRefresher = (rejectedToken: string) => Promise<boolean>

let accessTokenRefresher: AccessTokenRefresher | null = null

export function registerAccessTokenRefresher(refresher: AccessTokenRefresher | null): void {
  accessTokenRefresher = refresher
}

export function getAccessTokenRefresher(): AccessTokenRefresher | null {
  return accessTokenRefresher
}
