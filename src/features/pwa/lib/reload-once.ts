// Reloads the page exactly once when the new service worker takes control. vite-plugin-pwa reloads
// only when the page had a controller at registration, so a tab that installed the first worker
// and then received an update would otherwise stay on the old code after "Reload".
let reloading = false

export function reloadOnce(): void {
  if (reloading) return
  reloading = true
  window.location.reload()
}

export function reloadWhenControllerChanges(): void {
  navigator.serviceWorker?.addEventListener('controllerchange', reloadOnce, { once: true })
}
