import { createStore, type StoreApi } from 'zustand/vanilla'
import type { OutboxEntry, OutboxWrite } from '@/lib/outbox/types'
import { isOnEntry, toggleIdOf, type ToggleIntents } from './outbox-toggle'

export type ToggleToast = { type: 'success' | 'error' | 'info'; title: string; description?: string }

export type ToggleOutcomeHandlers = {
  sent: (entry: OutboxEntry, data: unknown) => void
  failed: (entry: OutboxEntry) => void
  discarded: (entry: OutboxEntry) => void
}

export type ToggleIntentsStore = StoreApi<{ intents: ToggleIntents }>
export const createToggleIntentsStore = (): ToggleIntentsStore =>
  createStore<{ intents: ToggleIntents }>()(() => ({ intents: {} }))

/** The outbox, session, network and toasts as the app wires them (fakes in tests). */
export type OutboxToggleDeps = {
  getUserId: () => string | null
  isOnline: () => boolean
  /** queueWrite of the outbox store (the runtime drains after it). */
  queueWrite: (write: OutboxWrite) => Promise<unknown>
  /** Re-reads the outbox into the store, so the overlay sees a write just queued. */
  reloadOutbox: () => Promise<void>
  /** onOutboxOutcome(prefix, handlers) */
  onOutcome: (handlers: ToggleOutcomeHandlers) => () => void
  notify: (toast: ToggleToast) => void
  /** Fires when the signed-in user changes: intents are one user's clicks, never the next one's. */
  subscribeUser?: (listener: () => void) => () => void
  now?: () => number
  /** Where the intents live, when the page's hooks read them before the engine starts; a new one by default. */
  intents?: ToggleIntentsStore
}

/** What one kind of toggle (job saves, company follows) adds to the engine. */
export type ToggleKind = {
  /** The entity prefix of its writes: `job-save`, `company-follow`. */
  prefix: string
  /** The write that sets the item's whole state; `name` is how the caller calls the item, for its label. */
  write: (userId: string, id: string, on: boolean, name: string | undefined) => OutboxWrite
  /**
   * A write was accepted: puts the server's word into the caches at once (nothing flickers when the waiting
   * write disappears) and returns the state the server confirmed.
   */
  accepted: (id: string, entry: OutboxEntry, data: unknown) => boolean
  /** Fetches the server's list again; called after every outcome. */
  refetch: () => void
  /** The item's name for the success toast of an accepted write (the click's name is not kept). */
  nameOf?: (id: string, entry: OutboxEntry) => string
  successText: (on: boolean, name: string | undefined) => string
  failureText: (on: boolean) => string
}

/** Appended to the success text when the write waits for the network. */
export const OFFLINE_SUFFIX = " — will sync when you're back online"
/**
 * A write the server accepted within this long of the click gets its own success toast; one that took longer
 * waited (offline, retries) and ends in the outbox's own "Your offline changes were synced".
 */
export const INSTANT_TOGGLE_MS = 3_000

export type SetToggleResult = 'queued' | 'signed-out' | 'failed'

export type OutboxToggleSync = {
  /** This tab's recent intents (see outbox-toggle.ts). */
  intents: ToggleIntentsStore
  /** Turns the item on or off through the outbox: shown at once, sent when possible. */
  set: (id: string, on: boolean, name?: string) => Promise<SetToggleResult>
  stop: () => void
}

/**
 * The engine behind a save or follow button: optimistic writes through the outbox, the toasts, and what happens
 * when a write leaves the outbox, whichever context (tab, service worker) sent it:
 * - sent → the kind puts the server's word into the caches and the list is fetched again; a success toast for a
 *   click of this tab that went straight through;
 * - failed / discarded → the intent is dropped, so the overlay falls back to the server's word (rollback); a
 *   refusal is reported with the server's reason.
 */
export function createOutboxToggleSync(deps: OutboxToggleDeps, kind: ToggleKind): OutboxToggleSync {
  const now = deps.now ?? Date.now
  const intents = deps.intents ?? createToggleIntentsStore()
  /** id → the state whose acceptance this tab announces (clicked online). */
  const announce = new Map<string, boolean>()

  const setIntent = (id: string, on: boolean) =>
    intents.setState((s) => ({ intents: { ...s.intents, [id]: { on, at: now() } } }))
  /** Drops the intent unless the user clicked again after this entry was queued. */
  const dropIntent = (id: string, entry?: OutboxEntry) =>
    intents.setState((s) => {
      const current = s.intents[id]
      if (!current || (entry && current.at > entry.createdAt)) return s
      const { [id]: _dropped, ...rest } = s.intents
      return { intents: rest }
    })
  const newerIntent = (id: string, entry: OutboxEntry) => {
    const current = intents.getState().intents[id]
    return current !== undefined && current.at > entry.createdAt
  }
  /** The item of one of the signed-in user's writes of this kind, else null. */
  const ownIdOf = (entry: OutboxEntry) => {
    const userId = deps.getUserId()
    return userId !== null && entry.userId === userId ? toggleIdOf(kind.prefix, entry) : null
  }

  const unsubscribe = deps.onOutcome({
    sent: (entry, data) => {
      const id = ownIdOf(entry)
      if (!id) return
      // Named before the caches change: an unfollowed company may leave the only list that held it.
      const name = kind.nameOf?.(id, entry)
      const on = kind.accepted(id, entry, data)
      // The server's word until the list is fetched again (also when no list was loaded yet).
      if (!newerIntent(id, entry)) setIntent(id, on)
      kind.refetch()
      if (announce.get(id) !== on) return
      announce.delete(id)
      if (now() - entry.createdAt < INSTANT_TOGGLE_MS) {
        deps.notify({ type: 'success', title: kind.successText(on, name) })
      }
    },
    failed: (entry) => {
      const id = ownIdOf(entry)
      if (!id) return
      announce.delete(id)
      dropIntent(id, entry)
      kind.refetch()
      deps.notify({
        type: 'error',
        title: kind.failureText(isOnEntry(entry)),
        ...(entry.lastError?.message ? { description: entry.lastError.message } : {}),
      })
    },
    discarded: (entry) => {
      const id = ownIdOf(entry)
      if (!id) return
      dropIntent(id, entry)
      kind.refetch()
    },
  })

  let lastUser = deps.getUserId()
  const unsubscribeUser = deps.subscribeUser?.(() => {
    const userId = deps.getUserId()
    if (userId === lastUser) return
    lastUser = userId
    announce.clear()
    intents.setState({ intents: {} })
  })

  async function set(id: string, on: boolean, name?: string): Promise<SetToggleResult> {
    const userId = deps.getUserId()
    if (!userId) return 'signed-out'
    setIntent(id, on)
    if (deps.isOnline()) announce.set(id, on)
    else {
      announce.delete(id)
      deps.notify({ type: 'success', title: `${kind.successText(on, name)}${OFFLINE_SUFFIX}` })
    }
    try {
      await deps.queueWrite(kind.write(userId, id, on, name))
    } catch {
      // No outbox (IndexedDB unavailable): nothing was stored, so nothing will be sent.
      announce.delete(id)
      dropIntent(id)
      deps.notify({ type: 'error', title: kind.failureText(on) })
      return 'failed'
    }
    await deps.reloadOutbox().catch(() => undefined)
    return 'queued'
  }

  return {
    intents,
    set,
    stop: () => {
      unsubscribe()
      unsubscribeUser?.()
      announce.clear()
    },
  }
}
