/// <reference lib="webworker" />
// Client routes are served the precached app shell (the frame of every page around a loading placeholder,
// server/prerendered-pages.ts APP_SHELL_FILE) so deep links open offline and paint before the scripts run.
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { createHandlerBoundToURL } from 'workbox-precaching'
import { NAVIGATION_DENYLIST } from './navigation-denylist'

export function registerNavigationFallback(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/app-shell.html'), { denylist: [...NAVIGATION_DENYLIST] }),
  )
}
