import { logger } from '@/lib/logger'
import { subscribeOutbox } from '@/lib/outbox/broadcast'
import type { OutboxMessage } from '@/lib/outbox/types'

/** Set once the browser was asked, so Firefox (which asks the user) is never asked twice. */
export const STORAGE_PERSIST_REQUESTED_KEY = 'reelhire.storage-persist-requested'

type StorageManagerLike = Partial<Pick<StorageManager, 'persist' | 'persisted'>>
type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>

export type StoragePersistenceDeps = {
  storage: StorageManagerLike | undefined
  flags: FlagStorage | undefined
}

const readFlag = (flags: FlagStorage | undefined) => {
  try {
    return flags?.getItem(STORAGE_PERSIST_REQUESTED_KEY) === '1'
  } catch {
    return false
  }
}

/**
 * Asks the browser to keep this origin's storage (the outbox, the persisted cache) under storage pressure
 * instead of evicting it: once, after the first offline-relevant action or an install — never on a first
 * visit, where browsers (and users) would rightly refuse.
 */
export function createStoragePersistence(deps: StoragePersistenceDeps) {
  let asked = readFlag(deps.flags)
  return async function requestPersistentStorage(): Promise<boolean> {
    if (asked || typeof deps.storage?.persist !== 'function') return false
    asked = true
    try {
      deps.flags?.setItem(STORAGE_PERSIST_REQUESTED_KEY, '1')
    } catch {
      // Blocked storage: this page still asks only once.
    }
    try {
      if (await deps.storage.persisted?.()) return true
      return await deps.storage.persist()
    } catch (error) {
      logger.warn('navigator.storage.persist() failed', { error: String(error) })
      return false
    }
  }
}

function browserFlags(): FlagStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

/** Call it directly after an offline-relevant action; the triggers below cover the outbox and installs. */
export const requestPersistentStorage = createStoragePersistence({
  storage: typeof navigator === 'undefined' ? undefined : navigator.storage,
  flags: browserFlags(),
})

type OutboxSubscribe = (listener: (message: OutboxMessage) => void) => () => void

/**
 * Started once by main.tsx: asks after the first write queued in the outbox (in this tab, another tab or the
 * service worker), on the `appinstalled` event, or at start when the app runs installed. Returns a function
 * that stops listening.
 */
export function startStoragePersistenceTriggers(
  request: () => Promise<boolean> = requestPersistentStorage,
  onOutboxMessage: OutboxSubscribe = subscribeOutbox,
  alreadyAsked: () => boolean = () => readFlag(browserFlags()),
): () => void {
  // Asked on an earlier visit: nothing to listen for.
  if (typeof window === 'undefined' || alreadyAsked()) return () => undefined
  let unsubscribe: (() => void) | undefined
  const stop = () => {
    unsubscribe?.()
    window.removeEventListener('appinstalled', onTrigger)
  }
  function onTrigger() {
    stop()
    void request()
  }
  unsubscribe = onOutboxMessage((message) => {
    if (message.type === 'changed' && message.enqueued) onTrigger()
  })
  window.addEventListener('appinstalled', onTrigger)
  if (window.matchMedia?.('(display-mode: standalone)').matches) onTrigger()
  return stop
}
