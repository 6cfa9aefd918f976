import type { OutboxEntry, OutboxWrite } from '@/lib/outbox/types'

/**
 * An on/off state per item that the user sets through the outbox (decision 011): saving a job, following a
 * company. One entity per item, `<prefix>:<id>`, and each write sets the whole state (POST on, DELETE off), so
 * on → off → on while offline is one request with the final state and a replay is harmless.
 *
 * What the screen shows is the server's list overlaid with
 * 1. the user's writes still in the outbox (the latest per item wins; a refused one no longer counts — that is
 *    the rollback), then
 * 2. the tab's own recent intents: a click not yet visible in the outbox store, or a write the server just
 *    accepted while the list has not been fetched again. An intent only counts while it is newer than the
 *    list, so the next fetch settles everything.
 */

export type ToggleIntent = { on: boolean; at: number }
export type ToggleIntents = Readonly<Record<string, ToggleIntent>>

export const toggleEntityKey = (prefix: string, id: string) => `${prefix}:${id}`

/** The write that sets the item's whole state: POST turns it on, DELETE off. */
export function toggleWrite(
  prefix: string,
  { userId, id, on, path, label }: { userId: string; id: string; on: boolean; path: string; label: string },
): OutboxWrite {
  return { entityKey: toggleEntityKey(prefix, id), userId, method: on ? 'POST' : 'DELETE', path, label }
}

/** The item id of an entry of this kind, or null for any other entity. */
export function toggleIdOf(prefix: string, entry: Pick<OutboxEntry, 'entityKey'>): string | null {
  const start = `${prefix}:`
  return entry.entityKey.startsWith(start) ? entry.entityKey.slice(start.length) || null : null
}

/** True for a write that turns the item on, false for one that turns it off. */
export const isOnEntry = (entry: Pick<OutboxEntry, 'method'>) => entry.method !== 'DELETE'

/** id → the state the user's waiting writes of this kind will leave (the queue is in send order). */
export function queuedToggles(
  prefix: string,
  entries: readonly OutboxEntry[],
  userId: string | null,
): Map<string, ToggleIntent> {
  const states = new Map<string, ToggleIntent>()
  if (!userId) return states
  for (const entry of entries) {
    if (entry.userId !== userId || entry.status === 'failed') continue
    const id = toggleIdOf(prefix, entry)
    if (id) states.set(id, { on: isOnEntry(entry), at: entry.createdAt })
  }
  return states
}

export type ToggleSources = {
  /** The waiting write, if any. */
  queued: boolean | undefined
  intent: ToggleIntent | undefined
  /** The server's word (undefined while its list is unknown). */
  server: boolean | undefined
  /** When the server's list was fetched (0 when never). */
  serverUpdatedAt: number
}

/** Whether the item shows as on: a waiting write, else a newer intent, else the server; undefined when unknown. */
export function resolveToggle({
  queued,
  intent,
  server,
  serverUpdatedAt,
}: ToggleSources): boolean | undefined {
  if (queued !== undefined) return queued
  if (intent && intent.at >= serverUpdatedAt) return intent.on
  return server
}
