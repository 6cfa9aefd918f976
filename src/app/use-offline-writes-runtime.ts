import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { toaster } from '@/components/ui/toaster'
import { useSession } from '@/lib/session/use-session'
import { setOfflineWriteNotifier } from '@/lib/sync/offline-write-notices'

/**
 * Starts every kind of offline write for the whole page (the root frame calls it once), so a write made offline
 * is settled — caches updated, a refusal reported — even when nothing of its kind is on screen when it is sent.
 * The registry loads after start-up and only for a signed-in user: the kinds and their schemas stay out of the
 * entry bundle.
 */
export function useOfflineWritesRuntime(): void {
  const queryClient = useQueryClient()
  const signedIn = useSession((s) => s.user !== null)
  useEffect(() => {
    setOfflineWriteNotifier((toast) => void toaster.create(toast))
  }, [])
  useEffect(() => {
    if (!signedIn) return
    let cancelled = false
    void import('./offline-writes').then((registry) => {
      if (!cancelled) registry.startAppOfflineWrites(queryClient)
    })
    return () => {
      cancelled = true
    }
  }, [queryClient, signedIn])
}
