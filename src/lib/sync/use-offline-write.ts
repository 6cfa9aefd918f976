import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo } from 'react'
import { useStore } from 'zustand'
import { useSignedInUserId } from '@/lib/session/use-session'
import { inputOf, type OfflineWrite } from './offline-write'
import type { WriteResult } from './offline-write-engine'
import { offlineWriteEngine, offlineWriteIntents } from './offline-write-host'
import {
  latestQueuedEntry,
  pendingWrite,
  pendingWrites,
  queuedWrites,
  shownState,
  type PendingWrite,
} from './offline-write-state'
import { outboxStore, useEntitySyncState, type EntitySyncState } from './outbox-store'

/** The server's word about one entity: its state (undefined while unknown) and when it was fetched (0: never). */
export type ServerState<State> = { state: State | undefined; updatedAt: number }

export type OfflineEntity<Input, State> = {
  /** The server's state with a pending write's optimistic change applied. */
  state: State | undefined
  pending: PendingWrite<Input> | undefined
  /** 'pending' → "Waiting to sync", 'failed' → "Sync failed" (the outbox's Retry / Discard). */
  syncState: EntitySyncState
  /** Writes through the outbox: shown at once, sent when possible (a visitor writes nothing). */
  write: (input: Input) => Promise<WriteResult>
}

/** Starts the kind's engine for the app's query client (it then keeps listening for outcomes). */
function useEngine<Input, State>(kind: OfflineWrite<Input, State>) {
  const queryClient = useQueryClient()
  useEffect(() => {
    offlineWriteEngine(kind, queryClient)
  }, [kind, queryClient])
  return useCallback(
    (input: Input) => offlineWriteEngine(kind, queryClient).write(input),
    [kind, queryClient],
  )
}

/**
 * One entity of a kind as the signed-in user should see it: the server's state overlaid with the user's waiting
 * write and this tab's intent (offline-write-state.ts), so it is optimistic, works offline, and rolls back when
 * the server refuses the write.
 */
export function useOfflineWrite<Input, State>(
  kind: OfflineWrite<Input, State>,
  entityId: string,
  server: ServerState<State>,
): OfflineEntity<Input, State> {
  const write = useEngine(kind)
  const userId = useSignedInUserId()
  const entry = useStore(outboxStore, (s) => latestQueuedEntry(kind, s.entries, userId, entityId))
  const intent = useStore(offlineWriteIntents(kind), (s) => (userId ? s.intents[entityId] : undefined))
  const syncState = useEntitySyncState(kind.entityKey(entityId))
  const pending = useMemo(
    () =>
      pendingWrite({
        queued: entry && { input: inputOf<Input>(entry) as Input, at: entry.createdAt },
        intent,
        serverUpdatedAt: server.updatedAt,
      }),
    [entry, intent, server.updatedAt],
  )
  return { state: shownState(kind, pending, server.state), pending, syncState, write }
}

/**
 * Every entity of a kind with a pending write of the signed-in user (waiting in the outbox, or a counting intent
 * of this tab), oldest first: for lists that add or hide entities optimistically.
 */
export function usePendingWrites<Input, State>(
  kind: OfflineWrite<Input, State>,
  serverUpdatedAt: number,
): Map<string, PendingWrite<Input>> {
  useEngine(kind)
  const userId = useSignedInUserId()
  const entries = useStore(outboxStore, (s) => s.entries)
  const intents = useStore(offlineWriteIntents(kind), (s) => s.intents)
  return useMemo(
    () => pendingWrites(queuedWrites(kind, entries, userId), userId ? intents : {}, serverUpdatedAt),
    [kind, entries, intents, userId, serverUpdatedAt],
  )
}
