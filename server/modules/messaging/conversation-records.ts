import { and, eq, or } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { MESSAGING_TEXTS } from '@/api/messaging/message-input'
import { AppError } from '../../core/app-error'
import type { SignedInViewer } from '../../core/viewer'
import { isUuid } from '../../core/uuid'
import type { Db } from '../../db/client'
import { conversations, type ConversationRow } from '../../db/schema/messaging'
import { isBlockedEitherWay } from '../people/connection-records'
import { canOnConversation, type ConversationAction } from './messaging-policy'

export const conversationNotFound = () =>
  new AppError(ErrorCode.NOT_FOUND_ERROR, { message: MESSAGING_TEXTS.conversationNotFound })

/** The pair as stored: the smaller id first (the table's check and unique index rely on it). */
export const orderedPair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a])

export const otherParticipant = (row: ConversationRow, userId: string) =>
  row.userA === userId ? row.userB : row.userA

export async function conversationBetween(db: Db, a: string, b: string) {
  const [userA, userB] = orderedPair(a, b)
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userA, userA), eq(conversations.userB, userB)))
  return row
}

/** The conversations the user takes part in, as a condition. */
export const participantIn = (userId: string) =>
  or(eq(conversations.userA, userId), eq(conversations.userB, userId))!

/**
 * The conversation if the policy lets the viewer do `action` in it. Someone else's conversation answers
 * like a missing one (404); a participant who may not send because of a block gets a 403 with the reason.
 */
export async function conversationFor(
  db: Db,
  viewer: SignedInViewer,
  action: ConversationAction,
  id: string,
): Promise<ConversationRow> {
  if (!isUuid(id)) throw conversationNotFound()
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id))
  if (!row) throw conversationNotFound()
  const participantIds = [row.userA, row.userB] as const
  if (!canOnConversation(viewer, 'view', { participantIds, blocked: false })) throw conversationNotFound()
  if (action !== 'send') return row
  const blocked = await isBlockedEitherWay(db, row.userA, row.userB)
  if (!canOnConversation(viewer, action, { participantIds, blocked }))
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, { message: MESSAGING_TEXTS.blocked })
  return row
}
