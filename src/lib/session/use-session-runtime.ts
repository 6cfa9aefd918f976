import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { AUTH_LOGOUT_EVENT } from './session-keys'
import { startSession } from './session'

/**
 * Mounted once by the root route: starts the session's clock and cross-tab sync, and forgets cached
 * server data on any logout so the next user never sees the previous one's (ARCHITECTURE §5).
 */
export function useSessionRuntime(): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    startSession()
    const onLogout = () => queryClient.clear()
    window.addEventListener(AUTH_LOGOUT_EVENT, onLogout)
    return () => window.removeEventListener(AUTH_LOGOUT_EVENT, onLogout)
  }, [queryClient])
}
