import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { messages, messagingCursors, messagingEvents } from '../../db/schema/messaging'
import type { StreamEvent } from '@/api/messaging/message'
import { toMessage } from './messaging-dto'

/** The channel every server process LISTENs on; payloads are user ids only (decision 033). */
export const MESSAGING_CHANNEL = 'reelhire_messaging'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type NewEvent =
  | { kind: 'message'; userId: string; conversationId: string; messageId: string }
  | { kind: 'read'; userId: string; conversationId: string; readSeq: number }

/**
 * Appends events to users' feeds inside the caller's transaction, then queues the wake-up. Each user's next
 * cursor comes from an upsert on their messaging_cursors row, whose lock is held until commit: a second
 * writer for the same user waits, so a user's events commit in cursor order — a stream that has delivered
 * cursor n never sees an n-1 appear later. Users are taken in id order, so two writers never deadlock.
 */
export async function appendEvents(tx: Tx, events: readonly NewEvent[], now: Date): Promise<void> {
  const sorted = [...events].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0))
  for (const event of sorted) {
    const [counter] = await tx
      .insert(messagingCursors)
      .values({ userId: event.userId, lastCursor: 1 })
      .onConflictDoUpdate({
        target: messagingCursors.userId,
        set: { lastCursor: sql`${messagingCursors.lastCursor} + 1` },
      })
      .returning({ cursor: messagingCursors.lastCursor })
    await tx.insert(messagingEvents).values({
      userId: event.userId,
      cursor: Number(counter!.cursor),
      kind: event.kind,
      conversationId: event.conversationId,
      messageId: event.kind === 'message' ? event.messageId : null,
      readSeq: event.kind === 'read' ? event.readSeq : null,
      createdAt: now,
    })
  }
  const userIds = [...new Set(sorted.map((event) => event.userId))].join(',')
  // NOTIFY is transactional: the other processes hear it only once these rows are committed.
  await tx.execute(sql`select pg_notify(${MESSAGING_CHANNEL}, ${userIds})`)
}

/** The user's newest cursor (0 before anything happened to them). */
export async function currentCursor(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ cursor: messagingCursors.lastCursor })
    .from(messagingCursors)
    .where(eq(messagingCursors.userId, userId))
  return Number(row?.cursor ?? 0)
}

export type DeliveredEvent = StreamEvent & { cursor: number }

/** The user's events after `cursor`, oldest first, with what the stream sends for each. */
export async function eventsAfter(
  db: Db,
  userId: string,
  cursor: number,
  limit = 200,
): Promise<DeliveredEvent[]> {
  const rows = await db
    .select({ event: messagingEvents, message: messages })
    .from(messagingEvents)
    .leftJoin(messages, eq(messages.id, messagingEvents.messageId))
    .where(and(eq(messagingEvents.userId, userId), gt(messagingEvents.cursor, cursor)))
    .orderBy(asc(messagingEvents.cursor))
    .limit(limit)
  return rows.flatMap(({ event, message }): DeliveredEvent[] => {
    const at = Number(event.cursor)
    if (event.kind === 'message')
      return message ? [{ cursor: at, event: 'message', data: toMessage(message) }] : []
    return [
      {
        cursor: at,
        event: 'read',
        data: { conversationId: event.conversationId, lastReadSeq: event.readSeq ?? 0 },
      },
    ]
  })
}
