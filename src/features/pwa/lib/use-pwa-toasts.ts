// Turns the service worker's two signals into toasts. Kept apart from the registration (a Vite
// virtual module) so it can be tested without a build.
import { useEffect } from 'react'
import { markOfflineReadyShown, wasOfflineReadyShown } from './offline-ready-flag'
import { showOfflineReadyToast, showUpdateAvailableToast } from './pwa-toasts'

export interface PwaSignals {
  /** A new worker is installed and waiting for the user's go-ahead. */
  needRefresh: boolean
  /** The first worker finished precaching: the app now opens offline. */
  offlineReady: boolean
  /** Activates the waiting worker; the page reloads once it takes control. */
  reload: () => void
}

export function usePwaToasts({ needRefresh, offlineReady, reload }: PwaSignals): void {
  useEffect(() => {
    if (needRefresh) showUpdateAvailableToast(reload)
  }, [needRefresh, reload])

  useEffect(() => {
    if (!offlineReady || wasOfflineReadyShown()) return
    markOfflineReadyShown()
    showOfflineReadyToast()
  }, [offlineReady])
}
