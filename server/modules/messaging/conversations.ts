import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import type { Conversation, ConversationList, ConversationOpenResult } from '@/api/messaging/message'
import { MESSAGING_TEXTS } from '@/api/messaging/message-input'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import type { Db } from '../../db/client'
import { userBlocks } from '../../db/schema/connections'
import {
  conversationMembers,
  conversations,
  messages,
  type ConversationRow,
  type MessageRow,
} from '../../db/schema/messaging'
import { users } from '../../db/schema/users'
import { roleOf } from '../auth/user-records'
import { findPerson, personResource } from '../people/person-read'
import {
  conversationBetween,
  conversationFor,
  orderedPair,
  otherParticipant,
  participantIn,
} from './conversation-records'
import { toConversationPerson, toMessage } from './messaging-dto'
import { canStartConversation } from './messaging-policy'

const personNotFound = () =>
  new AppError(ErrorCode.NOT_FOUND_ERROR, { message: MESSAGING_TEXTS.personNotFound })

/**
 * The summaries of these conversations as `viewerId` sees them: the other person, the last message, the
 * viewer's read marker and unread count (the other person's messages after it), whether they may send.
 */
async function summaries(
  db: Db,
  viewerId: string,
  rows: readonly ConversationRow[],
): Promise<Conversation[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const otherIds = [...new Set(rows.map((row) => otherParticipant(row, viewerId)))]
  const [people, markers, lastMessages, unread, blocks] = await Promise.all([
    db.select().from(users).where(inArray(users.id, otherIds)),
    db
      .select()
      .from(conversationMembers)
      .where(and(inArray(conversationMembers.conversationId, ids), eq(conversationMembers.userId, viewerId))),
    db
      .select()
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(inArray(messages.conversationId, ids), eq(messages.seq, conversations.lastSeq))),
    db
      .select({ conversationId: messages.conversationId, n: sql<number>`count(*)::int` })
      .from(messages)
      .innerJoin(
        conversationMembers,
        and(
          eq(conversationMembers.conversationId, messages.conversationId),
          eq(conversationMembers.userId, viewerId),
        ),
      )
      .where(
        and(
          inArray(messages.conversationId, ids),
          ne(messages.senderId, viewerId),
          gt(messages.seq, conversationMembers.lastReadSeq),
        ),
      )
      .groupBy(messages.conversationId),
    db
      .select()
      .from(userBlocks)
      .where(
        sql`(${userBlocks.blockerId} = ${viewerId}::uuid and ${inArray(userBlocks.blockedId, otherIds)})
          or (${userBlocks.blockedId} = ${viewerId}::uuid and ${inArray(userBlocks.blockerId, otherIds)})`,
      ),
  ])
  const personOf = new Map(people.map((row) => [row.id, row]))
  const markerOf = new Map(markers.map((row) => [row.conversationId, row.lastReadSeq]))
  const lastOf = new Map<string, MessageRow>(
    lastMessages.map((row) => [row.messages.conversationId, row.messages]),
  )
  const unreadOf = new Map(unread.map((row) => [row.conversationId, Number(row.n)]))
  const blocked = new Set(blocks.flatMap((row) => [row.blockerId, row.blockedId]))
  return rows.flatMap((row) => {
    const other = personOf.get(otherParticipant(row, viewerId))
    if (!other) return []
    const last = lastOf.get(row.id)
    return [
      {
        id: row.id,
        otherPerson: toConversationPerson(other),
        lastMessage: last ? toMessage(last) : null,
        lastSeq: row.lastSeq,
        lastReadSeq: markerOf.get(row.id) ?? 0,
        unreadCount: unreadOf.get(row.id) ?? 0,
        canSend: !blocked.has(other.id),
        createdAt: row.createdAt.toISOString(),
        lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
      },
    ]
  })
}

/**
 * GET /api/Messages/conversations: the caller's conversations, the most recent first. A conversation
 * nobody wrote in yet is listed only for the person who opened it (the other learns of it with the first
 * message).
 */
export async function listConversations(db: Db, viewer: SignedInViewer): Promise<ConversationList> {
  const rows = await db
    .select()
    .from(conversations)
    .where(
      and(
        participantIn(viewer.userId),
        sql`(${conversations.lastSeq} > 0 or ${conversations.startedBy} = ${viewer.userId}::uuid)`,
      ),
    )
    .orderBy(
      desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
      desc(conversations.id),
    )
    .limit(500)
  const items = await summaries(db, viewer.userId, rows)
  return { items, total: items.length, unreadTotal: items.reduce((sum, item) => sum + item.unreadCount, 0) }
}

/** GET /api/Messages/conversations/{id}. */
export async function getConversation(db: Db, viewer: SignedInViewer, id: string): Promise<Conversation> {
  const row = await conversationFor(db, viewer, 'view', id)
  const [summary] = await summaries(db, viewer.userId, [row])
  if (!summary) throw personNotFound()
  return summary
}

/** The caller's unread messages over every conversation (the nav badge). */
export async function unreadTotal(db: Db, viewerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, messages.conversationId),
        eq(conversationMembers.userId, viewerId),
      ),
    )
    .where(and(ne(messages.senderId, viewerId), gt(messages.seq, conversationMembers.lastReadSeq)))
  return Number(row?.n ?? 0)
}

/**
 * POST /api/Messages/conversations {personId}: the conversation with that person, created when there is
 * none and the policy lets the caller start one. An existing conversation is returned to either participant
 * (whoever started it), so the "Message" button works from both sides.
 */
export async function openConversation(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  personId: string,
): Promise<ConversationOpenResult> {
  const person = await findPerson(ctx.db, personId)
  if (!person) throw personNotFound()
  if (person.id === viewer.userId)
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, { message: MESSAGING_TEXTS.self })
  const resource = await personResource(ctx.db, viewer, person)
  // Across a block the person is hidden, exactly like someone who does not exist (the people calls' rule).
  if (resource.blocked) throw personNotFound()
  const existing = await conversationBetween(ctx.db, viewer.userId, person.id)
  if (existing) return { ...(await getConversation(ctx.db, viewer, existing.id)), created: false }
  const target = { userId: person.id, role: roleOf(person), connection: resource.connection, blocked: false }
  if (!canStartConversation(viewer, target))
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, { message: MESSAGING_TEXTS.notAllowed })
  const [userA, userB] = orderedPair(viewer.userId, person.id)
  const now = ctx.now()
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(conversations)
      .values({ userA, userB, startedBy: viewer.userId, createdAt: now })
      .onConflictDoNothing()
      .returning()
    if (!row) return undefined
    await tx.insert(conversationMembers).values([
      { conversationId: row.id, userId: userA },
      { conversationId: row.id, userId: userB },
    ])
    return row
  })
  // Both opened it at the same moment: the other insert won; answer that one.
  const row = created ?? (await conversationBetween(ctx.db, viewer.userId, person.id))
  if (!row) throw personNotFound()
  return { ...(await getConversation(ctx.db, viewer, row.id)), created: created !== undefined }
}
