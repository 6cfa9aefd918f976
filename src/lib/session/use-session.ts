import { useStore } from 'zustand'
import { parseRole, Role } from '@/api/roles'
import { sessionStore } from './session'
import type { SessionActions, SessionState } from './session-store'

export function useSession<T>(selector: (state: SessionState & SessionActions) => T): T {
  return useStore(sessionStore, selector)
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
