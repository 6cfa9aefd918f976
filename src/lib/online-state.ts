import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

/** What the app knows about the network: `src/lib/sync/connectivity.ts` (lie-fi counts as offline). */
export type ConnectivitySource = {
  isOnline: () => boolean
  subscribe: (listener: () => void) => () => void
}

type OnlineManagerLike = Pick<typeof onlineManager, 'setEventListener' | 'subscribe'>

const browserSource = (): ConnectivitySource => ({
  isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
  subscribe: (listener) => {
    if (typeof window === 'undefined') return () => undefined
    window.addEventListener('online', listener)
    window.addEventListener('offline', listener)
    return () => {
      window.removeEventListener('online', listener)
      window.removeEventListener('offline', listener)
    }
  },
})

/**
 * TanStack Query's online state starts from the real one (its own default assumes online) and follows
 * `source`, so "connected but nothing answers" pauses queries like a real outage. Called once at start-up.
 */
export function followConnectivity(
  source: ConnectivitySource = browserSource(),
  manager: OnlineManagerLike = onlineManager,
): void {
  manager.setEventListener((setOnline) => {
    setOnline(source.isOnline())
    return source.subscribe(() => setOnline(source.isOnline()))
  })
  // The manager drops its listener when nobody subscribes (before the QueryClient mounts, or between tests of
  // a loader); one permanent subscriber keeps it following the source from the first loader on.
  manager.subscribe(() => undefined)
}

const subscribe = (listener: () => void) => onlineManager.subscribe(listener)
const getSnapshot = () => onlineManager.isOnline()
/** The prerendered HTML is the online page: hydration starts online, then shows the real state. */
const getServerSnapshot = () => true

/** Whether the app treats the network as usable (TanStack's onlineManager, fed by followConnectivity). */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
