/** localStorage keys of the session (seed 1 §3 "Stored locally"), shared by the client and the auth feature. */
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
