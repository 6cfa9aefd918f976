import { onlineManager, type QueryClient } from '@tanstack/react-query'
import { sessionStore, signedInUserId } from '@/lib/session/session'
import type { AnyOfflineWrite, OfflineWrite } from './offline-write'
import {
  createOfflineWriteEngine,
  createWriteIntentsStore,
  type OfflineWriteEngine,
  type WriteIntentsStore,
} from './offline-write-engine'
import { notifyOfflineWrite } from './offline-write-notices'
import { onOutboxOutcome, queueWrite, reloadOutboxStore } from './outbox-store'

/**
 * The tab's engines, one per kind of offline write, wired to the real outbox, session and network. The app's
 * registry starts every kind once someone signs in, so a write sent while no button of its kind is on screen
 * (a reload, another tab, the service worker) is still settled; a hook that renders first starts its own kind.
 */

type Slot = {
  intents: WriteIntentsStore<unknown>
  active?: { queryClient: QueryClient; engine: OfflineWriteEngine<unknown> }
}

const slots = new Map<string, Slot>()

function slotOf(kind: Pick<AnyOfflineWrite, 'kind'>): Slot {
  let slot = slots.get(kind.kind)
  if (!slot) {
    slot = { intents: createWriteIntentsStore() }
    slots.set(kind.kind, slot)
  }
  return slot
}

/** This tab's intents of a kind, shared by its engine and the hooks (which may render before it starts). */
export function offlineWriteIntents<Input, State>(
  kind: OfflineWrite<Input, State>,
): WriteIntentsStore<Input> {
  return slotOf(kind).intents as WriteIntentsStore<Input>
}

/** The kind's engine for the app's query client, started on first use. */
export function offlineWriteEngine<Input, State>(
  kind: OfflineWrite<Input, State>,
  queryClient: QueryClient,
): OfflineWriteEngine<Input> {
  const slot = slotOf(kind)
  if (slot.active?.queryClient !== queryClient) {
    slot.active?.engine.stop()
    const engine = createOfflineWriteEngine(kind, {
      queryClient,
      getUserId: signedInUserId,
      isOnline: () => onlineManager.isOnline(),
      queueWrite,
      reloadOutbox: reloadOutboxStore,
      onOutcome: (handlers) => onOutboxOutcome(kind.kind, handlers),
      notify: notifyOfflineWrite,
      subscribeUser: (listener) => sessionStore.subscribe(listener),
      intents: slot.intents as WriteIntentsStore<Input>,
    })
    slot.active = { queryClient, engine: engine as OfflineWriteEngine<unknown> }
  }
  return slot.active.engine as OfflineWriteEngine<Input>
}

/** Starts the engine of every kind (the app's registry); two kinds with one name would mix their entries. */
export function startOfflineWrites(kinds: readonly AnyOfflineWrite[], queryClient: QueryClient): void {
  const names = kinds.map((kind) => kind.kind)
  const twice = names.find((name, index) => names.indexOf(name) !== index)
  if (twice) throw new TypeError(`Two kinds of offline write are named '${twice}'`)
  for (const kind of kinds) offlineWriteEngine(kind, queryClient)
}
