import { getRuntimeConfig } from '@/config/runtime-config'
import { buildApiUrl } from '@/lib/api-client/api-base'
import { registerNetworkReporter } from '@/lib/api-client/api-client'

/**
 * Whether writes can reach the server. `navigator.onLine` only knows about a link; "connected but nothing
 * answers" (lie-fi: captive portals, a dead mobile cell) shows up as requests that fail or time out while it
 * says online. After such a failure we call it offline and probe GET /api/health with backoff until it
 * answers (any HTTP answer: the network works, whatever the server's health) or a request succeeds.
 */

export type Connectivity = {
  isOnline: () => boolean
  /** Called with the new value whenever isOnline() changes; returns the unsubscribe. */
  subscribe: (listener: (online: boolean) => void) => () => void
  /** A request failed at the network level or timed out while the browser said online. */
  reportFailure: () => void
  /** A request got an HTTP answer. */
  reportSuccess: () => void
}

export type ConnectivityDeps = {
  navigatorOnline: () => boolean
  /** Resolves true when the server answered at all. */
  probe: () => Promise<boolean>
  events?: Pick<EventTarget, 'addEventListener'>
  setTimer?: (fn: () => void, ms: number) => unknown
  clearTimer?: (handle: unknown) => void
}

export const PROBE_BASE_MS = 1_000
export const PROBE_CAP_MS = 60_000

export function createConnectivity(deps: ConnectivityDeps): Connectivity {
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
  const clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>))
  const listeners = new Set<(online: boolean) => void>()
  let lieFi = false
  let probeTimer: unknown = null
  let probeAttempt = 0
  let last = deps.navigatorOnline()

  const isOnline = () => deps.navigatorOnline() && !lieFi

  function notify() {
    const now = isOnline()
    if (now === last) return
    last = now
    for (const listener of listeners) listener(now)
  }

  function stopProbing() {
    if (probeTimer !== null) clearTimer(probeTimer)
    probeTimer = null
    probeAttempt = 0
  }

  function scheduleProbe(delay = Math.min(PROBE_CAP_MS, PROBE_BASE_MS * 2 ** probeAttempt)) {
    if (probeTimer !== null) clearTimer(probeTimer)
    probeTimer = setTimer(() => void runProbe(), delay)
  }

  async function runProbe() {
    probeTimer = null
    if (!lieFi) return
    if (!deps.navigatorOnline()) return // the 'online' event starts probing again
    const answered = await deps.probe().catch(() => false)
    if (!lieFi) return
    if (answered) {
      reportSuccess()
      return
    }
    probeAttempt++
    scheduleProbe()
  }

  function reportFailure() {
    // Offline by the browser's own account: nothing to detect; 'online' will tell us.
    if (!deps.navigatorOnline() || lieFi) return
    lieFi = true
    probeAttempt = 0
    scheduleProbe()
    notify()
  }

  function reportSuccess() {
    if (!lieFi) return
    lieFi = false
    stopProbing()
    notify()
  }

  deps.events?.addEventListener('online', () => {
    // The link came back; if we were in lie-fi, find out now rather than at the next backoff step.
    if (lieFi) {
      probeAttempt = 0
      scheduleProbe(0)
    }
    notify()
  })
  deps.events?.addEventListener('offline', notify)

  return {
    isOnline,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    reportFailure,
    reportSuccess,
  }
}

const PROBE_TIMEOUT_MS = 10_000

async function probeHealth(): Promise<boolean> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS)
  try {
    await fetch(buildApiUrl(getRuntimeConfig().apiBaseUrl, '/health'), {
      cache: 'no-store',
      signal: controller.signal,
    })
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/** This tab's connectivity. The API client and the outbox report to it; the outbox runtime reads it. */
export const connectivity = createConnectivity({
  navigatorOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  probe: probeHealth,
  events: typeof window === 'undefined' ? undefined : window,
})

/** Lets every API client request report to `connectivity` (idempotent; the outbox runtime starts it). */
export function startConnectivityReporting(): void {
  registerNetworkReporter({ failure: connectivity.reportFailure, success: connectivity.reportSuccess })
}
