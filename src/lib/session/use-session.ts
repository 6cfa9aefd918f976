import { useSyncExternalStore } from 'react'
import { parseRole, Role } from '@/api/roles'
import { sessionStore } from './session'
import type { SessionActions, SessionState } from './session-store'

type Session = SessionState & SessionActions

let signedOut: Session | undefined

/**
 * The session as the server renders pages: nobody signed in (it has no storage). The actions are the store's own,
 * so a handler taken from a hydration render still acts on this tab's session.
 */
function signedOutSession(): Session {
  signedOut ??= {
    ...sessionStore.getState(),
    token: null,
    refreshToken: null,
    user: null,
    challenge: null,
    persona: null,
    restoring: false,
  }
  return signedOut
}

/**
 * A slice of this tab's session, for rendering. While React hydrates HTML the server rendered (a server-rendered
 * or prerendered page, always signed out), it answers the signed-out session, so the first render matches the
 * HTML and React keeps it; it re-renders with the real session right after. Client renders (createRoot) read the
 * real session from the start. Code that acts rather than renders reads sessionStore.getState().
 */
export function useSession<T>(selector: (state: Session) => T): T {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => selector(sessionStore.getState()),
    () => selector(signedOutSession()),
  )
}

export function useIsSignedIn(): boolean {
  return useSession((s) => s.token !== null && s.user !== null)
}

/** The signed-in user's id, else null (the hook form of `signedInUserId`). */
export function useSignedInUserId(): string | null {
  return useSession((s) => (s.token && s.user ? s.user.id : null))
}

/**
 * The role screens should show: a super admin's chosen persona, else the user's role.
 * Only for display — the server authorises by the role in the token.
 */
export function useDisplayRole(): Role {
  const role = useSession((s) => s.user?.role)
  const persona = useSession((s) => s.persona)
  const actual = parseRole(role)
  return actual === Role.SuperAdmin && persona ? persona : actual
}
