import { useSyncExternalStore } from 'react'

/**
 * A read-only view of who is signed in, taken from what the auth layer keeps in localStorage
 * (auth_token, current_user). The full session store arrives with the identity issue; the shell
 * only needs a name, a role and the plan, so it reads the stored values directly.
 */
export type SessionUser = { id: string; email: string; name: string; role: string; isPremium?: boolean }
export type SessionSummary = { isSignedIn: false; user: null } | { isSignedIn: true; user: SessionUser }

export const AUTH_TOKEN_KEY = 'auth_token'
export const REFRESH_TOKEN_KEY = 'refresh_token'
export const CURRENT_USER_KEY = 'current_user'
/** Fired on window by the auth layer on a (forced) logout. */
export const AUTH_LOGOUT_EVENT = 'auth:logout'
/** Same-tab sign-in does not fire 'storage', so the auth layer dispatches this after writing the keys. */
export const AUTH_CHANGED_EVENT = 'auth:changed'

const SIGNED_OUT: SessionSummary = { isSignedIn: false, user: null }
let cache: { token: string | null; user: string | null; summary: SessionSummary } | null = null

function safeRead(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

function parseUser(raw: string): SessionUser | null {
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const v = value as Record<string, unknown>
    if (typeof v.id !== 'string' && typeof v.id !== 'number') return null
    return {
      id: String(v.id),
      email: typeof v.email === 'string' ? v.email : '',
      name:
        typeof v.name === 'string' && v.name.trim()
          ? v.name
          : typeof v.email === 'string'
            ? v.email
            : 'Member',
      role: typeof v.role === 'string' ? v.role : String(v.role ?? ''),
      isPremium: v.isPremium === true,
    }
  } catch {
    return null
  }
}

// useSyncExternalStore needs a stable snapshot, so the parsed summary is cached by the raw stored strings.
function getSnapshot(): SessionSummary {
  const token = safeRead(AUTH_TOKEN_KEY)
  const user = safeRead(CURRENT_USER_KEY)
  if (cache && cache.token === token && cache.user === user) return cache.summary
  const parsed = token && user ? parseUser(user) : null
  const summary: SessionSummary = parsed ? { isSignedIn: true, user: parsed } : SIGNED_OUT
  cache = { token, user, summary }
  return summary
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(AUTH_LOGOUT_EVENT, onChange)
  window.addEventListener(AUTH_CHANGED_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(AUTH_LOGOUT_EVENT, onChange)
    window.removeEventListener(AUTH_CHANGED_EVENT, onChange)
  }
}

export function useSessionSummary(): SessionSummary {
  return useSyncExternalStore(subscribe, getSnapshot, () => SIGNED_OUT)
}
