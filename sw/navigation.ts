/// <reference lib="webworker" />
// Client routes are served the precached app shell so deep links open offline.
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { createHandlerBoundToURL } from 'workbox-precaching'
import { NAVIGATION_DENYLIST } from './navigation-denylist'

export function registerNavigationFallback(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [...NAVIGATION_DENYLIST] }),
  )
}
