import type { OutboxEntry } from '@/lib/outbox/types'
import { entityIdOf, inputOf, type AnyOfflineWrite, type OfflineWrite } from './offline-write'

/**
 * What the screen shows for an entity with offline writes (the optimistic overlay, decision 011): the server's
 * data overlaid with
 * 1. the user's write still in the outbox (the latest per entity wins; a refused one no longer counts — that is
 *    the rollback), else
 * 2. the tab's own recent intent: a click not yet visible in the outbox store, or a write the server just
 *    accepted while its data has not been fetched again. An intent only counts while it is newer than the
 *    server's data, so the next fetch settles everything.
 */

export type WriteIntent<Input> = { input: Input; at: number }
export type WriteIntents<Input> = Readonly<Record<string, WriteIntent<Input>>>

/** The write an entity shows: `queued` while it waits in the outbox, else a recent intent of this tab. */
export type PendingWrite<Input> = WriteIntent<Input> & { queued: boolean }

/** The entity id of one of the user's entries of this kind that still counts (not refused), else null. */
const countingIdOf = (kind: Pick<AnyOfflineWrite, 'kind'>, entry: OutboxEntry, userId: string) =>
  entry.userId === userId && entry.status !== 'failed' && entry.input !== undefined
    ? entityIdOf(kind, entry)
    : null

/**
 * The latest of the user's waiting entries for one entity (the queue is in send order), or undefined. The
 * entry itself, so a store selector returns the same object until the queue changes.
 */
export function latestQueuedEntry<Input, State>(
  write: OfflineWrite<Input, State>,
  entries: readonly OutboxEntry[],
  userId: string | null,
  entityId: string,
): OutboxEntry | undefined {
  if (!userId) return undefined
  return entries.findLast((entry) => countingIdOf(write, entry, userId) === entityId)
}

/** Entity id → the state the user's waiting writes of this kind will leave. */
export function queuedWrites<Input, State>(
  write: OfflineWrite<Input, State>,
  entries: readonly OutboxEntry[],
  userId: string | null,
): Map<string, WriteIntent<Input>> {
  const states = new Map<string, WriteIntent<Input>>()
  if (!userId) return states
  for (const entry of entries) {
    const id = countingIdOf(write, entry, userId)
    if (id) states.set(id, { input: inputOf<Input>(entry) as Input, at: entry.createdAt })
  }
  return states
}

export type PendingSources<Input> = {
  queued: WriteIntent<Input> | undefined
  intent: WriteIntent<Input> | undefined
  /** When the server's data was fetched (0 when never). */
  serverUpdatedAt: number
}

/** The write an entity shows: a waiting one, else a newer intent; undefined when the server's word stands. */
export function pendingWrite<Input>({
  queued,
  intent,
  serverUpdatedAt,
}: PendingSources<Input>): PendingWrite<Input> | undefined {
  if (queued) return { ...queued, queued: true }
  if (intent && intent.at >= serverUpdatedAt) return { ...intent, queued: false }
  return undefined
}

/** Every entity's pending write (queued ones and counting intents), oldest first. */
export function pendingWrites<Input>(
  queued: ReadonlyMap<string, WriteIntent<Input>>,
  intents: WriteIntents<Input>,
  serverUpdatedAt: number,
): Map<string, PendingWrite<Input>> {
  const ids = new Set([...queued.keys(), ...Object.keys(intents)])
  const pending: [string, PendingWrite<Input>][] = []
  for (const id of ids) {
    const write = pendingWrite({ queued: queued.get(id), intent: intents[id], serverUpdatedAt })
    if (write) pending.push([id, write])
  }
  return new Map(pending.sort(([, a], [, b]) => a.at - b.at))
}

/** The state an entity shows: the kind's optimistic change of the server's state while a write is pending. */
export function shownState<Input, State>(
  write: OfflineWrite<Input, State>,
  pending: PendingWrite<Input> | undefined,
  server: State | undefined,
): State | undefined {
  return pending ? write.optimistic(pending.input, server) : server
}
