/**
 * Where the offline-write engines' toasts go. The app passes its toaster at start (infrastructure does not
 * import UI); a module of its own, so setting it does not load the engines into the entry bundle.
 */

export type OfflineWriteToast = { type: 'success' | 'error' | 'info'; title: string; description?: string }

let notifier: (toast: OfflineWriteToast) => void = () => undefined

export function setOfflineWriteNotifier(notify: (toast: OfflineWriteToast) => void): void {
  notifier = notify
}

export function notifyOfflineWrite(toast: OfflineWriteToast): void {
  notifier(toast)
}
