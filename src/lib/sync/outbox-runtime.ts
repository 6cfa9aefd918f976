import { getRuntimeConfig } from '@/config/runtime-config'
import { logger } from '@/lib/logger'
import { subscribeOutbox } from '@/lib/outbox/broadcast'
import { drainOutbox, type DrainSummary } from '@/lib/outbox/drain'
import { createOutboxLock } from '@/lib/outbox/lock'
import { deleteMeta, setMeta } from '@/lib/outbox/queue'
import {
  OUTBOX_API_BASE_META_KEY,
  OUTBOX_AUTH_META_KEY,
  OUTBOX_SYNC_TAG,
  type OutboxAuth,
  type OutboxEntry,
} from '@/lib/outbox/types'
import { sessionStore, tokenRefresher } from '@/lib/session/session'
import { connectivity, startConnectivityReporting, type Connectivity } from './connectivity'
import { startOutboxStore } from './outbox-store'

/**
 * The page side of the outbox (decision 011): when to drain, with which session, and what to tell the user.
 * Triggers: start, `online` (and the end of lie-fi), the tab becoming visible, every enqueue, sign-in or a new
 * token, and a timer for the next retry. Never while offline; never in a loop after a 401.
 */

export type OutboxRuntimeDeps = {
  drain: () => Promise<DrainSummary>
  connectivity: Pick<Connectivity, 'isOnline' | 'subscribe'>
  /** The session's identity key (token) and its changes: a new one unblocks a drain stopped by a 401. */
  sessionKey: () => string | null
  subscribeSession: (listener: () => void) => () => void
  /** Copies the session for the service worker (meta 'auth'), or removes it when signed out. */
  mirrorSession: () => Promise<void>
  registerBackgroundSync: () => void
  /** Entries sent after they waited (offline, retried): one toast. */
  onSynced: (count: number) => void
  /** `online` fires on window, `visibilitychange` on document. */
  windowEvents: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
  documentEvents: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
  isVisible: () => boolean
  now: () => number
  setTimer?: (fn: () => void, ms: number) => unknown
  clearTimer?: (handle: unknown) => void
}

/** A drain that found the lock held asks again after this long. */
export const BUSY_RETRY_MS = 1_000
/** Never sooner than this after a drain that left work: protects against a clock-skewed tight loop. */
export const MIN_TIMER_MS = 250
/** Sent this long after it was queued (or after any failed attempt), a write "waited": it earns the toast. */
export const WAITED_MS = 3_000
/** 'sent' messages arriving within this window make one toast. */
export const SYNCED_TOAST_DEBOUNCE_MS = 600

export function createOutboxRuntime(deps: OutboxRuntimeDeps) {
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
  const clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>))
  let started = false
  let running: Promise<void> | null = null
  let again = false
  let retryTimer: unknown = null
  /** The session key a drain found rejected (401 without a successful refresh): no retries until it changes. */
  let blockedKey: string | null | undefined
  let syncedCount = 0
  let toastTimer: unknown = null
  const cleanups: (() => void)[] = []

  function scheduleRetry(delay: number) {
    if (retryTimer !== null) clearTimer(retryTimer)
    retryTimer = setTimer(
      () => {
        retryTimer = null
        requestDrain()
      },
      Math.max(delay, MIN_TIMER_MS),
    )
  }

  function afterDrain(summary: DrainSummary) {
    if (summary.stoppedBy === 'auth') {
      blockedKey = deps.sessionKey()
      return
    }
    if (summary.stoppedBy === 'busy') scheduleRetry(BUSY_RETRY_MS)
    else if (summary.nextAttemptAt !== undefined) scheduleRetry(summary.nextAttemptAt - deps.now())
    // The tab may close before the timer: let the browser retry without it where it can.
    if (summary.stoppedBy === 'retry' || summary.stoppedBy === 'backoff') deps.registerBackgroundSync()
  }

  function requestDrain(): void {
    if (!started || !deps.connectivity.isOnline()) return
    if (blockedKey !== undefined && blockedKey === deps.sessionKey()) return
    if (running) {
      again = true
      return
    }
    running = (async () => {
      do {
        again = false
        try {
          afterDrain(await deps.drain())
        } catch (error) {
          // IndexedDB failed (quota, a blocked upgrade): try again later rather than never.
          logger.warn('Outbox drain failed', { error: String(error) })
          scheduleRetry(BUSY_RETRY_MS * 5)
        }
      } while (again && deps.connectivity.isOnline())
    })().finally(() => {
      running = null
    })
  }

  function waited(entry: OutboxEntry): boolean {
    return entry.attempts > 0 || deps.now() - entry.createdAt >= WAITED_MS
  }

  function countSynced(entry: OutboxEntry) {
    if (!waited(entry)) return
    syncedCount++
    if (toastTimer !== null) clearTimer(toastTimer)
    toastTimer = setTimer(() => {
      toastTimer = null
      const count = syncedCount
      syncedCount = 0
      if (deps.isVisible()) deps.onSynced(count)
    }, SYNCED_TOAST_DEBOUNCE_MS)
  }

  function start(): void {
    if (started) return
    started = true
    void deps.mirrorSession().catch(() => undefined)
    cleanups.push(
      subscribeOutbox((message, fromOtherContext) => {
        if (message.type === 'sent') countSynced(message.entry)
        if (message.type === 'changed' && message.enqueued && !fromOtherContext) {
          deps.registerBackgroundSync()
          requestDrain()
        }
      }),
      deps.connectivity.subscribe((online) => {
        if (online) requestDrain()
      }),
      deps.subscribeSession(() => {
        void deps.mirrorSession().catch(() => undefined)
        if (blockedKey !== undefined && blockedKey !== deps.sessionKey()) blockedKey = undefined
        requestDrain()
      }),
    )
    const onOnline = () => requestDrain()
    const onVisibility = () => {
      if (deps.isVisible()) requestDrain()
    }
    deps.windowEvents.addEventListener('online', onOnline)
    deps.documentEvents.addEventListener('visibilitychange', onVisibility)
    cleanups.push(() => {
      deps.windowEvents.removeEventListener('online', onOnline)
      deps.documentEvents.removeEventListener('visibilitychange', onVisibility)
    })
    requestDrain()
  }

  function stop(): void {
    started = false
    for (const cleanup of cleanups.splice(0)) cleanup()
    if (retryTimer !== null) clearTimer(retryTimer)
    if (toastTimer !== null) clearTimer(toastTimer)
    retryTimer = toastTimer = null
  }

  /** Resolves when the current drain (and any it queued) is over; for tests and callers that must wait. */
  const idle = () => running ?? Promise.resolve()

  return { start, stop, requestDrain, idle }
}

export type OutboxRuntime = ReturnType<typeof createOutboxRuntime>

// ——— The browser wiring ———

function currentAuth(): OutboxAuth | null {
  const { token, user } = sessionStore.getState()
  return token && user ? { token, userId: user.id } : null
}

/** Absolute, so the service worker (which has no runtime config) reaches the same API. */
function absoluteApiBase(): string {
  return new URL(getRuntimeConfig().apiBaseUrl, window.location.href).href.replace(/\/+$/, '')
}

let mirrored: string | null | undefined

async function mirrorSession(): Promise<void> {
  const auth = currentAuth()
  const key = auth ? `${auth.userId} ${auth.token}` : null
  if (key === mirrored) return
  mirrored = key
  if (auth) {
    await setMeta(OUTBOX_AUTH_META_KEY, auth)
    await setMeta(OUTBOX_API_BASE_META_KEY, absoluteApiBase())
  } else await deleteMeta(OUTBOX_AUTH_META_KEY)
}

/** Reports network failures and answers to the connectivity monitor (lie-fi) on the way. */
const reportingFetch = async (url: string, init: RequestInit): Promise<Response> => {
  try {
    const response = await fetch(url, init)
    connectivity.reportSuccess()
    return response
  } catch (error) {
    connectivity.reportFailure()
    throw error
  }
}

const outboxLock = createOutboxLock()

function pageDrain(): Promise<DrainSummary> {
  return drainOutbox({
    fetch: reportingFetch,
    baseUrl: getRuntimeConfig().apiBaseUrl,
    getAuth: async () => currentAuth(),
    refreshAuth: async (rejectedToken) => {
      const outcome = await tokenRefresher.refresh(rejectedToken)
      return outcome === 'refreshed' || outcome === 'not-needed'
    },
    now: () => Date.now(),
    lock: outboxLock,
  })
}

type SyncRegistration = { sync?: { register: (tag: string) => Promise<void> } }

/** Chromium only; elsewhere the page's own triggers are the whole story. */
function registerBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  void navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined)
}

let runtime: OutboxRuntime | null = null

/**
 * Starts the outbox in this tab (idempotent): the store, the drain triggers and the session mirror.
 * `onSynced` shows "Your offline changes were synced"; the root route passes the toast.
 */
export function startOutboxRuntime(
  options: { onSynced?: (count: number) => void } = {},
): OutboxRuntime | null {
  if (typeof window === 'undefined') return null
  if (runtime) return runtime
  startConnectivityReporting()
  startOutboxStore()
  runtime = createOutboxRuntime({
    drain: pageDrain,
    connectivity,
    sessionKey: () => sessionStore.getState().token,
    subscribeSession: (listener) =>
      sessionStore.subscribe((state, previous) => {
        if (state.token !== previous.token || state.user?.id !== previous.user?.id) listener()
      }),
    mirrorSession,
    registerBackgroundSync,
    onSynced: options.onSynced ?? (() => undefined),
    windowEvents: window,
    documentEvents: document,
    isVisible: () => document.visibilityState === 'visible',
    now: () => Date.now(),
  })
  runtime.start()
  return runtime
}

/** Asks the running outbox runtime for a drain now (no-op before it started). */
export function requestOutboxDrain(): void {
  runtime?.requestDrain()
}
