import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm'
import type { MessagePage, ReadResult } from '@/api/messaging/message'
import type { MessagePageQuery } from '@/api/messaging/message-input'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import type { Db } from '../../db/client'
import { conversationMembers, messages } from '../../db/schema/messaging'
import { conversationFor } from './conversation-records'
import { getConversation, unreadTotal } from './conversations'
import { appendEvents } from './messaging-events'
import { toMessage } from './messaging-dto'
import type { MessagingHub } from './messaging-hub'

/**
 * GET …/messages: in order of seq. Without a bound, the newest `limit`; `beforeSeq` pages back (older);
 * `afterSeq` catches up (what came after a seq the client has, oldest first).
 */
export async function listMessages(
  db: Db,
  viewer: SignedInViewer,
  conversationId: string,
  query: MessagePageQuery,
): Promise<MessagePage> {
  const row = await conversationFor(db, viewer, 'view', conversationId)
  const inConversation = eq(messages.conversationId, row.id)
  if (query.afterSeq !== undefined) {
    const rows = await db
      .select()
      .from(messages)
      .where(and(inConversation, gt(messages.seq, query.afterSeq)))
      .orderBy(asc(messages.seq))
      .limit(query.limit)
    return { items: rows.map(toMessage), hasMore: query.afterSeq > 0 }
  }
  const rows = await db
    .select()
    .from(messages)
    .where(
      query.beforeSeq === undefined ? inConversation : and(inConversation, lt(messages.seq, query.beforeSeq)),
    )
    .orderBy(desc(messages.seq))
    .limit(query.limit + 1)
  const page = rows.slice(0, query.limit).reverse()
  return { items: page.map(toMessage), hasMore: rows.length > query.limit }
}

/**
 * POST …/read {seq}: the caller's marker moves forward to seq (never back, never past the last message), and
 * the caller's own streams hear it (other tabs and devices clear their badges).
 */
export async function markRead(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  conversationId: string,
  seq: number,
  hub?: MessagingHub,
): Promise<ReadResult> {
  const row = await conversationFor(ctx.db, viewer, 'read', conversationId)
  const target = Math.min(seq, row.lastSeq)
  const now = ctx.now()
  const moved = await ctx.db.transaction(async (tx) => {
    const [member] = await tx
      .update(conversationMembers)
      .set({ lastReadSeq: target, lastReadAt: now })
      .where(
        and(
          eq(conversationMembers.conversationId, row.id),
          eq(conversationMembers.userId, viewer.userId),
          sql`${conversationMembers.lastReadSeq} < ${target}`,
        ),
      )
      .returning({ seq: conversationMembers.lastReadSeq })
    if (!member) return false
    await appendEvents(
      tx,
      [{ kind: 'read', userId: viewer.userId, conversationId: row.id, readSeq: member.seq }],
      now,
    )
    return true
  })
  if (moved) hub?.wake([viewer.userId])
  const [summary, total] = await Promise.all([
    getConversation(ctx.db, viewer, row.id),
    unreadTotal(ctx.db, viewer.userId),
  ])
  return {
    conversationId: row.id,
    lastReadSeq: summary.lastReadSeq,
    unreadCount: summary.unreadCount,
    unreadTotal: total,
  }
}
