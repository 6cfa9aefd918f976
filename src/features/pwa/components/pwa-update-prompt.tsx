// Registers the service worker in prompt mode. A new worker waits until the user clicks "Reload";
// updateServiceWorker(true) posts SKIP_WAITING and the page reloads once the new worker controls it. The message
// waits for the page's requests to settle: one made while the old worker stops would stall the switch.
import { useCallback } from 'react'
import { useRegisterSW } from 'virtual:pwa-register/react'
import { reloadOnce, reloadWhenControllerChanges } from '../lib/reload-once'
import { whenRequestsSettle } from '../lib/when-requests-settle'
import { usePwaToasts } from '../lib/use-pwa-toasts'

/** How often a long-lived tab asks the server whether sw.js changed. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

export function PwaUpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    offlineReady: [offlineReady],
    updateServiceWorker,
  } = useRegisterSW({
    // Register after the load event so the service worker never competes with first paint.
    immediate: false,
    onNeedReload: reloadOnce,
    onRegisteredSW(_swUrl, registration) {
      if (!registration) return
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined)
      }, UPDATE_CHECK_INTERVAL_MS)
    },
  })
  const reload = useCallback(() => {
    reloadWhenControllerChanges()
    void whenRequestsSettle().then(() => updateServiceWorker(true))
  }, [updateServiceWorker])
  usePwaToasts({ needRefresh, offlineReady, reload })
  return null
}
