import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSession } from '@/lib/session/use-session'

/**
 * Starts the save engine for the whole page (the root layout calls it once), so a save made offline is
 * settled — saved list updated, refusal reported — even when no save button is on screen when it is sent.
 * Loaded after start-up: the engine and the job schemas stay out of the entry bundle.
 */
export function useSavedJobsSync(): void {
  const queryClient = useQueryClient()
  // Visitors save nothing: the engine loads with the first sign-in.
  const signedIn = useSession((s) => s.user !== null)
  useEffect(() => {
    if (!signedIn) return
    let cancelled = false
    void import('./use-job-save').then((engine) => {
      if (!cancelled) engine.ensureSavedJobsSync(queryClient)
    })
    return () => {
      cancelled = true
    }
  }, [queryClient, signedIn])
}
