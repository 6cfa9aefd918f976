/// <reference lib="webworker" />
// Client routes are served the precached app shell (the frame of every page around a loading placeholder,
// server/prerendered-pages.ts APP_SHELL_FILE) so deep links open offline and paint before the scripts run. A
// listing or detail page the user has seen shows its last view inside the shell (src/lib/page-snapshot).
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { createHandlerBoundToURL } from 'workbox-precaching'
import type { RouteHandlerCallback, RouteHandlerCallbackOptions } from 'workbox-core'
import { composeSnapshotPage } from '@/lib/page-snapshot/compose'
import { isSnapshotPath, readSnapshot, snapshotKey } from '@/lib/page-snapshot/snapshot-store'
import { NAVIGATION_DENYLIST } from './navigation-denylist'

async function serveNavigation(
  serveAppShell: RouteHandlerCallback,
  options: RouteHandlerCallbackOptions,
): Promise<Response> {
  const url = options.url
  if (!isSnapshotPath(url.pathname)) return serveAppShell(options)
  // Both at once: a worker that has just started opens the precache and the snapshot database from cold.
  const [shell, snapshot] = await Promise.all([
    serveAppShell(options),
    readSnapshot(snapshotKey(url)).catch(() => undefined),
  ])
  if (!shell.ok || !snapshot) return shell
  const page = composeSnapshotPage(await shell.text(), snapshot)
  return new Response(page, { status: shell.status, statusText: shell.statusText, headers: shell.headers })
}

/** After precacheAndRoute(): the app shell must already be in the precache list. */
export function registerNavigationFallback(): void {
  const serveAppShell = createHandlerBoundToURL('/app-shell.html')
  registerRoute(
    new NavigationRoute((options) => serveNavigation(serveAppShell, options), {
      denylist: [...NAVIGATION_DENYLIST],
    }),
  )
}
