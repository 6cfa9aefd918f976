import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { OutboxEntry, OutboxWrite } from '@/lib/outbox/types'

/**
 * A kind of offline write (decision 011, "Adding a kind of offline write"): one declaration says what the write
 * is — its entity, its request, the state it shows while it waits, how the server's answer settles it — and the
 * engine (offline-write-engine.ts, started for every kind by the app's registry) does the rest for every kind
 * alike: the outbox entry, coalescing, the optimistic overlay, the toasts, settling, rollback and replay.
 *
 * The input is what the user asked for (`{ jobId, saved }`). It is stored in the outbox entry, so whichever
 * context sends the write, and after any reload, the page still knows what it meant. It must survive a
 * structured clone (plain data), and a change of its shape needs a new kind: entries queued by an older version
 * are still sent, but the page only overlays and settles entries of the shape it knows.
 */

/** What goes on the wire: the only part the service worker needs, stored in the entry. */
export type OfflineRequest = Pick<OutboxWrite, 'method' | 'path'> & Partial<Pick<OutboxWrite, 'body'>>

/** What settle and rollback may use: the app's query cache and the engine's clock. */
export type OfflineWriteContext = { queryClient: QueryClient; now: number }

/** Written with method signatures, so that a list of kinds can hold kinds of different inputs (AnyOfflineWrite). */
export type OfflineWriteDeclaration<Input, State> = {
  /** The name of the kind, also the prefix of its entity keys: `job-save` → `job-save:<id>`. */
  kind: string
  /**
   * Which entity one write sets: writes to the same entity replace each other while they wait (each carries
   * the entity's whole new state), so save → unsave → save offline is one request.
   */
  entity(input: Input): string
  request(input: Input): OfflineRequest
  /** For people, in Sync issues: 'Save “Chef”'. */
  label(input: Input): string
  /**
   * The optimistic change: the state the entity shows while the write waits (and until the server's data has
   * caught up), given the state the server last sent (undefined while unknown).
   */
  optimistic(input: Input, server: State | undefined): State
  /** Where the server's word about these entities lives: fetched again after every outcome. */
  serverData: QueryKey
  /**
   * The server accepted the write: put its answer into the caches at once (nothing flickers while the server
   * data is fetched again). Returns the input as the server confirmed it, when that may differ from the sent one.
   */
  settle?(context: OfflineWriteContext, input: Input, data: unknown): Input | void
  /**
   * The write will not land (refused, discarded, conflicting). The overlay ends by itself — the write no longer
   * counts — so only what `settle` or the caller changed outside the overlay needs undoing here.
   */
  rollback?(context: OfflineWriteContext, input: Input): void
  /**
   * No success toasts: the written thing shows its own state where it is (a chat message's "sending", "sent").
   * Refusals are still told.
   */
  quiet?: boolean
  texts: {
    /** Success: when a click went straight through, or at once (with "will sync…") when made offline. */
    done(input: Input): string
    /** A refusal (the server's reason is the description), or a write that could not even be stored. */
    failed(input: Input): string
  }
}

export type OfflineWrite<Input, State> = OfflineWriteDeclaration<Input, State> & {
  /** The outbox entity key of one entity of this kind. */
  entityKey: (entityId: string) => string
}

/** A kind of any input and state, for lists of kinds (the registry). */
export type AnyOfflineWrite = OfflineWrite<unknown, unknown>

/** Declares a kind of offline write; list it in the app's registry (src/app/offline-writes.ts). */
export function defineOfflineWrite<Input, State>(
  declaration: OfflineWriteDeclaration<Input, State>,
): OfflineWrite<Input, State> {
  if (!declaration.kind || declaration.kind.includes(':'))
    throw new TypeError(`An offline write kind is a name without ':' (got '${declaration.kind}')`)
  return { ...declaration, entityKey: (entityId) => `${declaration.kind}:${entityId}` }
}

/** The outbox write for one input of a kind, made by `userId`. */
export function outboxWriteOf<Input, State>(
  write: OfflineWrite<Input, State>,
  userId: string,
  input: Input,
): OutboxWrite {
  return {
    ...write.request(input),
    entityKey: write.entityKey(write.entity(input)),
    userId,
    label: write.label(input),
    input,
  }
}

/** The entity id of an entry of this kind, or null for any other entity. */
export function entityIdOf(
  write: Pick<AnyOfflineWrite, 'kind'>,
  entry: Pick<OutboxEntry, 'entityKey'>,
): string | null {
  const start = `${write.kind}:`
  return entry.entityKey.startsWith(start) ? entry.entityKey.slice(start.length) || null : null
}

/** The input of an entry of this kind; undefined for an entry queued before its kind stored inputs. */
export const inputOf = <Input>(entry: Pick<OutboxEntry, 'input'>): Input | undefined =>
  entry.input as Input | undefined
