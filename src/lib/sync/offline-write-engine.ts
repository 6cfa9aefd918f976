import type { QueryClient } from '@tanstack/react-query'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { OutboxEntry, OutboxWrite } from '@/lib/outbox/types'
import { entityIdOf, inputOf, outboxWriteOf, type OfflineWrite } from './offline-write'
import type { OfflineWriteToast } from './offline-write-notices'
import type { WriteIntents } from './offline-write-state'

export type OfflineWriteOutcomeHandlers = {
  sent: (entry: OutboxEntry, data: unknown) => void
  failed: (entry: OutboxEntry) => void
  conflict: (entry: OutboxEntry) => void
  discarded: (entry: OutboxEntry) => void
}

export type WriteIntentsStore<Input> = StoreApi<{ intents: WriteIntents<Input> }>
export const createWriteIntentsStore = <Input>(): WriteIntentsStore<Input> =>
  createStore<{ intents: WriteIntents<Input> }>()(() => ({ intents: {} }))

/** The query cache, outbox, session, network and toasts as the app wires them (fakes in tests). */
export type OfflineWriteDeps<Input> = {
  queryClient: QueryClient
  getUserId: () => string | null
  isOnline: () => boolean
  /** queueWrite of the outbox store (the runtime drains after it). */
  queueWrite: (write: OutboxWrite) => Promise<unknown>
  /** Re-reads the outbox into the store, so the overlay sees a write just queued. */
  reloadOutbox: () => Promise<void>
  /** The outcomes of this kind's entries, whichever context sent them (onOutboxOutcome with the kind). */
  onOutcome: (handlers: OfflineWriteOutcomeHandlers) => () => void
  notify: (toast: OfflineWriteToast) => void
  /** Fires when the signed-in user changes: intents are one user's clicks, never the next one's. */
  subscribeUser?: (listener: () => void) => () => void
  now?: () => number
  /** Where the intents live, when the page's hooks read them before the engine starts; a new one by default. */
  intents?: WriteIntentsStore<Input>
}

/** Appended to the success text when the write waits for the network. */
export const OFFLINE_SUFFIX = " — will sync when you're back online"
/**
 * A write the server accepted within this long of the click gets its own success toast; one that took longer
 * waited (offline, retries) and ends in the outbox's own "Your offline changes were synced".
 */
export const INSTANT_WRITE_MS = 3_000

export type WriteResult = 'queued' | 'signed-out' | 'failed'

export type OfflineWriteEngine<Input> = {
  /** This tab's recent intents (see offline-write-state.ts). */
  intents: WriteIntentsStore<Input>
  /** Writes through the outbox: shown at once, sent when possible. A visitor writes nothing. */
  write: (input: Input) => Promise<WriteResult>
  stop: () => void
}

/** Inputs are plain data built by the same code, so equal JSON means the same request. */
const sameInput = (a: unknown, b: unknown) => a !== undefined && JSON.stringify(a) === JSON.stringify(b)

/**
 * The engine behind every kind of offline write, one per kind and tab: optimistic writes through the outbox, the
 * toasts, and what happens when a write leaves the outbox, whichever context (tab, service worker) sent it:
 * - sent → the kind settles the server's answer into the caches and its server data is fetched again; a
 *   success toast for a click of this tab that went straight through;
 * - failed / conflict / discarded → the intent is dropped, so the overlay falls back to the server's word
 *   (rollback), the kind undoes what else it changed, and a refusal is reported with the server's reason.
 */
export function createOfflineWriteEngine<Input, State>(
  kind: OfflineWrite<Input, State>,
  deps: OfflineWriteDeps<Input>,
): OfflineWriteEngine<Input> {
  const now = deps.now ?? Date.now
  const intents = deps.intents ?? createWriteIntentsStore<Input>()
  const context = () => ({ queryClient: deps.queryClient, now: now() })
  /** Entity id → the input whose acceptance this tab announces (clicked online). */
  const announce = new Map<string, Input>()

  const setIntent = (id: string, input: Input) =>
    intents.setState((s) => ({ intents: { ...s.intents, [id]: { input, at: now() } } }))
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
  /** The entity of one of the signed-in user's writes of this kind, else null. */
  const ownIdOf = (entry: OutboxEntry) => {
    const userId = deps.getUserId()
    return userId !== null && entry.userId === userId ? entityIdOf(kind, entry) : null
  }
  const refetch = () => void deps.queryClient.invalidateQueries({ queryKey: kind.serverData })

  /** A write that will not land: back to the server's word, and the refusal said with its reason. */
  function rollBack(entry: OutboxEntry, tell: boolean) {
    const id = ownIdOf(entry)
    if (!id) return
    announce.delete(id)
    dropIntent(id, entry)
    const input = inputOf<Input>(entry)
    if (input !== undefined) kind.rollback?.(context(), input)
    refetch()
    if (!tell || input === undefined) return
    deps.notify({
      type: 'error',
      title: kind.texts.failed(input),
      ...(entry.lastError?.message ? { description: entry.lastError.message } : {}),
    })
  }

  const unsubscribe = deps.onOutcome({
    sent: (entry, data) => {
      const id = ownIdOf(entry)
      if (!id) return
      const input = inputOf<Input>(entry)
      if (input === undefined) return refetch()
      const confirmed = kind.settle?.(context(), input, data) ?? input
      // The server's word until its data is fetched again (also when none was loaded yet).
      if (!newerIntent(id, entry)) setIntent(id, confirmed)
      refetch()
      if (!sameInput(announce.get(id), confirmed)) return
      announce.delete(id)
      if (!kind.quiet && now() - entry.createdAt < INSTANT_WRITE_MS) {
        deps.notify({ type: 'success', title: kind.texts.done(confirmed) })
      }
    },
    failed: (entry) => rollBack(entry, true),
    conflict: (entry) => rollBack(entry, true),
    discarded: (entry) => rollBack(entry, false),
  })

  let lastUser = deps.getUserId()
  const unsubscribeUser = deps.subscribeUser?.(() => {
    const userId = deps.getUserId()
    if (userId === lastUser) return
    lastUser = userId
    announce.clear()
    intents.setState({ intents: {} })
  })

  async function write(input: Input): Promise<WriteResult> {
    const userId = deps.getUserId()
    if (!userId) return 'signed-out'
    const id = kind.entity(input)
    setIntent(id, input)
    if (deps.isOnline()) announce.set(id, input)
    else {
      announce.delete(id)
      if (!kind.quiet) deps.notify({ type: 'success', title: `${kind.texts.done(input)}${OFFLINE_SUFFIX}` })
    }
    try {
      await deps.queueWrite(outboxWriteOf(kind, userId, input))
    } catch {
      // No outbox (IndexedDB unavailable): nothing was stored, so nothing will be sent.
      announce.delete(id)
      dropIntent(id)
      deps.notify({ type: 'error', title: kind.texts.failed(input) })
      return 'failed'
    }
    await deps.reloadOutbox().catch(() => undefined)
    return 'queued'
  }

  return {
    intents,
    write,
    stop: () => {
      unsubscribe()
      unsubscribeUser?.()
      announce.clear()
    },
  }
}
