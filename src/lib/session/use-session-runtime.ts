import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { clearPersistedQueries } from '@/lib/query-persistence/query-persistence'
import { watchLogouts } from './logout-cleanup'
import { sessionStore, startSession } from './session'

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/**
 * Mounted once by the root route: starts the session's clock and cross-tab sync, and forgets cached
 * server data on any logout so the next user never sees the previous one's.
 */
export function useSessionRuntime(): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    startSession()
    return watchLogouts(sessionStore, { queryClient, clearPersistedQueries, local: safeLocalStorage() })
  }, [queryClient])
}
