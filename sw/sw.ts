/// <reference lib="webworker" />
// The service worker: precache the whole build, serve the app shell for navigations, and wait
// for the page's permission before taking over (prompt flow — the user decides when to reload).
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { registerNavigationFallback } from './navigation'
import { registerOutboxSync } from './outbox-sync'
import { registerPushNotifications } from './push-notifications'
import { registerRuntimeCaching, runtimeCacheRules } from './runtime-caching'

declare const self: ServiceWorkerGlobalScope

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
registerNavigationFallback()
registerRuntimeCaching(runtimeCacheRules, self.location.origin)
registerOutboxSync(self)
registerPushNotifications(self)

// No self.skipWaiting() on install: a waiting worker activates only when the page posts
// SKIP_WAITING after the user clicked "Reload" (workbox-window's messageSkipWaiting()).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting()
  }
})

clientsClaim()
