import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

/**
 * Starts the save engine for the whole page (the root layout calls it once), so a save made offline is
 * settled — saved list updated, refusal reported — even when no save button is on screen when it is sent.
 * Loaded after start-up: the engine and the job schemas stay out of the entry bundle.
 */
export function useSavedJobsSync(): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    let cancelled = false
    void import('./use-job-save').then((engine) => {
      if (!cancelled) engine.ensureSavedJobsSync(queryClient)
    })
    return () => {
      cancelled = true
    }
  }, [queryClient])
}
