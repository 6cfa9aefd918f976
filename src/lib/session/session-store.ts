import * as v from 'valibot'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { TwoFactorChallengeSchema, type LoginSuccess, type TwoFactorChallenge } from '@/api/auth'
import { ROLES, type Role } from '@/api/roles'
import { isTokenValid } from './jwt'
import {
  ACTIVE_PERSONA_KEY,
  AUTH_CHANGED_EVENT,
  AUTH_LOGOUT_EVENT,
  AUTH_TOKEN_KEY,
  CURRENT_USER_KEY,
  REFRESH_TOKEN_KEY,
  TWO_FACTOR_CHALLENGE_KEY,
} from './session-keys'
import { parseStoredUser, type SessionUser } from './session-user'

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type SessionDeps = {
  local: KeyValueStorage | undefined
  session: KeyValueStorage | undefined
  events: Pick<EventTarget, 'dispatchEvent'> | undefined
  now: () => number
}

export type SessionState = {
  token: string | null
  refreshToken: string | null
  user: SessionUser | null
  /** The pending two-factor challenge (sessionStorage), kept until verified or replaced by a resend. */
  challenge: TwoFactorChallenge | null
  persona: Role | null
  /** A refresh of an already expired token is under way: screens show a spinner instead of signing out. */
  restoring: boolean
}

export type SessionActions = {
  signIn: (result: LoginSuccess) => void
  setUser: (user: SessionUser) => void
  setTokens: (token: string, refreshToken?: string) => void
  /** Drops the session locally and announces it ('auth:logout'); the caller decides where to go. */
  clear: () => void
  setChallenge: (challenge: TwoFactorChallenge | null) => void
  setPersona: (persona: Role | null) => void
  setRestoring: (restoring: boolean) => void
  /** Re-reads the stored keys: another tab (or the API client) changed them. */
  syncFromStorage: () => void
}

export type SessionStore = StoreApi<SessionState & SessionActions>

const read = (storage: KeyValueStorage | undefined, key: string) => {
  try {
    return storage?.getItem(key) ?? null
  } catch {
    return null
  }
}
const write = (storage: KeyValueStorage | undefined, key: string, value: string | null) => {
  try {
    if (value === null) storage?.removeItem(key)
    else storage?.setItem(key, value)
  } catch {
    // Blocked storage (private mode): the in-memory state still works for this tab.
  }
}

function readChallenge(deps: SessionDeps): TwoFactorChallenge | null {
  const raw = read(deps.session, TWO_FACTOR_CHALLENGE_KEY)
  if (!raw) return null
  try {
    const parsed = v.safeParse(TwoFactorChallengeSchema, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

function readPersona(deps: SessionDeps): Role | null {
  const raw = read(deps.local, ACTIVE_PERSONA_KEY)
  return ROLES.find((role) => role === raw) ?? null
}

/** The stored credentials; a token without a readable user is no session (the shell would have no name). */
function readCredentials(deps: SessionDeps) {
  const token = read(deps.local, AUTH_TOKEN_KEY)
  const user = parseStoredUser(read(deps.local, CURRENT_USER_KEY))
  if (!token || !user) return { token: null, refreshToken: null, user: null }
  return { token, refreshToken: read(deps.local, REFRESH_TOKEN_KEY), user }
}

/** The session, persisted in exactly the keys the spec names. One instance per tab. */
export function createSessionStore(deps: SessionDeps): SessionStore {
  const announce = (type: string) => deps.events?.dispatchEvent(new Event(type))
  return createStore<SessionState & SessionActions>()((set, get) => ({
    ...readCredentials(deps),
    challenge: readChallenge(deps),
    persona: readPersona(deps),
    restoring: false,
    signIn: (result) => {
      write(deps.local, AUTH_TOKEN_KEY, result.token)
      write(deps.local, REFRESH_TOKEN_KEY, result.refreshToken ?? null)
      write(deps.local, CURRENT_USER_KEY, JSON.stringify(result.user))
      write(deps.session, TWO_FACTOR_CHALLENGE_KEY, null)
      set({
        token: result.token,
        refreshToken: result.refreshToken ?? null,
        user: result.user,
        challenge: null,
        restoring: false,
      })
      announce(AUTH_CHANGED_EVENT)
    },
    setUser: (user) => {
      if (!get().token) return
      write(deps.local, CURRENT_USER_KEY, JSON.stringify(user))
      set({ user })
      announce(AUTH_CHANGED_EVENT)
    },
    setTokens: (token, refreshToken) => {
      write(deps.local, AUTH_TOKEN_KEY, token)
      if (refreshToken !== undefined) write(deps.local, REFRESH_TOKEN_KEY, refreshToken)
      set(refreshToken === undefined ? { token } : { token, refreshToken })
    },
    clear: () => {
      const hadSession = get().token !== null
      for (const key of [AUTH_TOKEN_KEY, REFRESH_TOKEN_KEY, CURRENT_USER_KEY, ACTIVE_PERSONA_KEY])
        write(deps.local, key, null)
      set({ token: null, refreshToken: null, user: null, persona: null, restoring: false })
      if (hadSession) announce(AUTH_LOGOUT_EVENT)
    },
    setChallenge: (challenge) => {
      write(deps.session, TWO_FACTOR_CHALLENGE_KEY, challenge ? JSON.stringify(challenge) : null)
      set({ challenge })
    },
    setPersona: (persona) => {
      write(deps.local, ACTIVE_PERSONA_KEY, persona)
      set({ persona })
      announce(AUTH_CHANGED_EVENT)
    },
    setRestoring: (restoring) => set({ restoring }),
    syncFromStorage: () => {
      const next = readCredentials(deps)
      const current = get()
      if (
        next.token === current.token &&
        next.refreshToken === current.refreshToken &&
        JSON.stringify(next.user) === JSON.stringify(current.user)
      )
        return
      set({ ...next, persona: next.token ? readPersona(deps) : null })
    },
  }))
}

/** Signed in while a token is stored and valid (no expiry counts as valid). */
export function hasValidSession(state: SessionState, nowMs: number): boolean {
  return state.token !== null && state.user !== null && isTokenValid(state.token, nowMs)
}
