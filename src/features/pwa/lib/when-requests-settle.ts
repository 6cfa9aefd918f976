// Waits until this page has stopped making requests for a moment, before the waiting service worker is told to
// take over (docs/decisions/030). Chromium activates a worker that called skipWaiting() only once the old worker
// has stopped, and it stops it as soon as it is idle. A request this page makes in that window goes to the old
// worker (it still controls the page) and starts it again, now with its ordinary idle timeout: the switch then
// stalls for 30 s or more and "Reload" seems to do nothing. The click on "Reload" is itself often what starts
// requests: the first interaction loads the deferred menus (src/components/ui/deferred-module.ts), whose modules
// the browser discovers level by level, and an intent-preloaded route chunk loads the same way.

/** A request ends at most this long before the next one of the same chain starts (a module level, on a slow phone). */
export const QUIET_MS = 500
/** Past this, go ahead regardless: a page that polls must not keep its update waiting for ever. */
export const MAX_WAIT_MS = 5_000

/** Calls `onRequestEnded` whenever one of the page's requests finishes; answers a function that stops listening. */
export type ObserveRequests = (onRequestEnded: () => void) => () => void

type Options = { quietMs?: number; maxWaitMs?: number; observe?: ObserveRequests }

export function whenRequestsSettle({
  quietMs = QUIET_MS,
  maxWaitMs = MAX_WAIT_MS,
  observe = observeResourceTiming,
}: Options = {}): Promise<void> {
  return new Promise((resolve) => {
    let quietTimer: ReturnType<typeof setTimeout> | undefined
    const settle = () => {
      clearTimeout(quietTimer)
      clearTimeout(maxTimer)
      stop()
      resolve()
    }
    const restartQuietPeriod = () => {
      clearTimeout(quietTimer)
      quietTimer = setTimeout(settle, quietMs)
    }
    const maxTimer = setTimeout(settle, maxWaitMs)
    const stop = observe(restartQuietPeriod)
    restartQuietPeriod()
  })
}

/** Resource Timing reports every request of the page (scripts, fetches, images) when its response has ended. */
const observeResourceTiming: ObserveRequests = (onRequestEnded) => {
  const supported =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('resource')
  if (!supported) return () => {}
  const observer = new PerformanceObserver(() => onRequestEnded())
  observer.observe({ type: 'resource' })
  return () => observer.disconnect()
}
