import { useMemo } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { subscribeOutbox } from '@/lib/outbox/broadcast'
import { enqueue, listEntries } from '@/lib/outbox/queue'
import type { OutboxEntry, OutboxMessage, OutboxWrite } from '@/lib/outbox/types'
import { useSignedInUserId } from '@/lib/session/use-session'

/**
 * The page's view of the outbox (decision 011): a zustand store re-read from IndexedDB whenever any context
 * (this tab, another tab, the service worker) announces a change, and a registry through which features hear
 * the outcome of their writes.
 */

export type OutboxStoreState = { entries: OutboxEntry[]; loaded: boolean }
export type EntitySyncState = 'synced' | 'pending' | 'failed'

export const outboxStore = createStore<OutboxStoreState>()(() => ({ entries: [], loaded: false }))

let loading: Promise<void> | null = null
let stale = false

/** Re-reads the queue; calls during a read make it read once more at the end (never two reads at once). */
export function reloadOutboxStore(): Promise<void> {
  if (loading) {
    stale = true
    return loading
  }
  loading = (async () => {
    do {
      stale = false
      try {
        outboxStore.setState({ entries: await listEntries(), loaded: true })
      } catch {
        // No IndexedDB (private mode in old browsers): nothing can be queued either.
        outboxStore.setState({ loaded: true })
      }
    } while (stale)
  })().finally(() => {
    loading = null
  })
  return loading
}

type OutcomeHandlers = {
  sent?: (entry: OutboxEntry, data: unknown) => void
  failed?: (entry: OutboxEntry) => void
  conflict?: (entry: OutboxEntry) => void
  discarded?: (entry: OutboxEntry) => void
}

const outcomeHandlers = new Set<{ prefix: string; handlers: OutcomeHandlers }>()

/** 'cart' matches 'cart'; 'job-save' and 'job-save:' match 'job-save:42'. */
export function matchesEntity(prefix: string, entityKey: string): boolean {
  return entityKey === prefix || entityKey.startsWith(prefix.endsWith(':') ? prefix : `${prefix}:`)
}

function dispatchOutcome(message: OutboxMessage): void {
  if (message.type === 'changed' || message.type === 'auth-required') return
  for (const { prefix, handlers } of outcomeHandlers) {
    if (!matchesEntity(prefix, message.entry.entityKey)) continue
    if (message.type === 'sent') handlers.sent?.(message.entry, message.data)
    else handlers[message.type]?.(message.entry)
  }
}

let unsubscribeBus: (() => void) | null = null

/** Starts listening (idempotent; the outbox runtime calls it) and loads the queue. */
export function startOutboxStore(): () => void {
  if (!unsubscribeBus) {
    unsubscribeBus = subscribeOutbox((message) => {
      if (message.type === 'changed') void reloadOutboxStore()
      dispatchOutcome(message)
    })
  }
  void reloadOutboxStore()
  return () => {
    unsubscribeBus?.()
    unsubscribeBus = null
  }
}

/**
 * Tells a feature what became of its writes to entities matching `entityPrefix` — sent (with the response
 * data), failed (refused: roll back), conflict (refetch), discarded (the user gave up: roll back) — whichever
 * context sent them. Returns the unsubscribe.
 */
export function onOutboxOutcome(entityPrefix: string, handlers: OutcomeHandlers): () => void {
  const registration = { prefix: entityPrefix, handlers }
  outcomeHandlers.add(registration)
  if (!unsubscribeBus) startOutboxStore()
  return () => outcomeHandlers.delete(registration)
}

/**
 * What features call to write: stores the write in the outbox (before any network call); the outbox runtime
 * drains after every enqueue and registers a Background Sync.
 */
export function queueWrite(write: OutboxWrite): Promise<OutboxEntry> {
  return enqueue(write)
}

// Pure views of the queue for one user (the signed-in one: other accounts' writes are not theirs to see).

export function userEntries(entries: readonly OutboxEntry[], userId: string | null): OutboxEntry[] {
  return userId ? entries.filter((e) => e.userId === userId) : []
}

export function pendingCountOf(entries: readonly OutboxEntry[], userId: string | null): number {
  return userEntries(entries, userId).filter((e) => e.status !== 'failed').length
}

/** The latest write to the entity decides: a newer pending write after a refused one is 'pending'. */
export function entitySyncStateOf(
  entries: readonly OutboxEntry[],
  userId: string | null,
  entityKey: string,
): EntitySyncState {
  const latest = userEntries(entries, userId)
    .filter((e) => e.entityKey === entityKey)
    .at(-1)
  if (!latest) return 'synced'
  return latest.status === 'failed' ? 'failed' : 'pending'
}

export function failedEntriesOf(entries: readonly OutboxEntry[], userId: string | null): OutboxEntry[] {
  return userEntries(entries, userId).filter((e) => e.status === 'failed')
}

/** Writes of the signed-in user waiting to be sent (or being sent). */
export function usePendingSyncCount(): number {
  const userId = useSignedInUserId()
  return useStore(outboxStore, (s) => pendingCountOf(s.entries, userId))
}

/** 'pending' ("Waiting to sync") or 'failed' ("Sync failed") while the entity has a write in the outbox. */
export function useEntitySyncState(entityKey: string): EntitySyncState {
  const userId = useSignedInUserId()
  return useStore(outboxStore, (s) => entitySyncStateOf(s.entries, userId, entityKey))
}

/** The signed-in user's refused writes, oldest first, for Retry / Discard. */
export function useFailedEntries(): OutboxEntry[] {
  const userId = useSignedInUserId()
  const entries = useStore(outboxStore, (s) => s.entries)
  return useMemo(() => failedEntriesOf(entries, userId), [entries, userId])
}
