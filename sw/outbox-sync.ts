/// <reference lib="webworker" />
// The service worker's part of the outbox (decision 011): when the browser has Background Sync (Chromium),
// the page registers OUTBOX_SYNC_TAG after a write, and the browser wakes this worker once the network is
// back — even with every tab closed. The worker runs the page's drain with the session the page mirrored.
import { drainOutbox, type DrainSummary } from '@/lib/outbox/drain'
import { createOutboxLock } from '@/lib/outbox/lock'
import { getMeta } from '@/lib/outbox/queue'
import {
  OUTBOX_API_BASE_META_KEY,
  OUTBOX_AUTH_META_KEY,
  OUTBOX_SYNC_TAG,
  type OutboxAuth,
} from '@/lib/outbox/types'

// Background Sync is not in TypeScript's WebWorker lib (https://wicg.github.io/background-sync/spec/).
declare global {
  interface SyncEvent extends ExtendableEvent {
    readonly tag: string
    readonly lastChance: boolean
  }
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent
  }
}

type WorkerScope = Pick<ServiceWorkerGlobalScope, 'fetch' | 'location'>

function readAuth(value: unknown): OutboxAuth | null {
  if (typeof value !== 'object' || value === null) return null
  const { token, userId } = value as Record<string, unknown>
  return typeof token === 'string' && token && typeof userId === 'string' && userId ? { token, userId } : null
}

/**
 * One drain from the worker. No refresh here: a rotating refresh token must only be used by the page's
 * single refresher, so a 401 leaves the writes queued for the page. Rejects while writes wait for the
 * network, which makes the browser schedule the sync again.
 */
export async function drainFromWorker(scope: WorkerScope): Promise<DrainSummary> {
  const baseUrl = (await getMeta<string>(OUTBOX_API_BASE_META_KEY)) ?? `${scope.location.origin}/api`
  const summary = await drainOutbox({
    fetch: (url, init) => scope.fetch(url, init),
    baseUrl,
    getAuth: async () => readAuth(await getMeta(OUTBOX_AUTH_META_KEY)),
    now: () => Date.now(),
    lock: createOutboxLock(),
  })
  if (summary.stoppedBy === 'retry' || summary.stoppedBy === 'backoff')
    throw new Error(`Outbox: ${summary.remaining} write(s) still waiting for the network`)
  return summary
}

export function registerOutboxSync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('sync', (event) => {
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(drainFromWorker(scope))
  })
}
