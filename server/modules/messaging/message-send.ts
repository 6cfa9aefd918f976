import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import type { MessageAttachment, MessageSendResult } from '@/api/messaging/message'
import { MESSAGING_TEXTS, type AttachmentInput, type MessageSendInput } from '@/api/messaging/message-input'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import type { Db } from '../../db/client'
import { jobs } from '../../db/schema/jobs'
import { conversationMembers, conversations, messages } from '../../db/schema/messaging'
import { resumes } from '../../db/schema/resumes'
import { conversationFor, conversationNotFound } from './conversation-records'
import { appendEvents } from './messaging-events'
import { toMessage } from './messaging-dto'
import type { MessagingHub } from './messaging-hub'
import { notify } from '../notifications/notify'

const notOwned = () =>
  new AppError(ErrorCode.AUTHORIZATION_ERROR, {
    message: MESSAGING_TEXTS.attachmentNotOwned,
    details: { issues: [{ path: 'attachments', message: MESSAGING_TEXTS.attachmentNotOwned }] },
  })

/**
 * Attachments are links to the sender's own resumes and jobs (a job they created, not deleted); anything
 * else — someone else's, unknown, deleted — is one 403, so ids of others cannot be probed. The title is kept
 * as it was at sending.
 */
async function ownAttachments(
  db: Db,
  senderId: string,
  input: readonly AttachmentInput[],
): Promise<MessageAttachment[]> {
  const resumeIds = input.filter((item) => item.kind === 'resume').map((item) => item.id)
  const jobIds = input.filter((item) => item.kind === 'job').map((item) => item.id)
  const [ownResumes, ownJobs] = await Promise.all([
    resumeIds.length === 0
      ? []
      : db
          .select({ id: resumes.id, title: resumes.name })
          .from(resumes)
          .where(and(inArray(resumes.id, resumeIds), eq(resumes.userId, senderId))),
    jobIds.length === 0
      ? []
      : db
          .select({ id: jobs.id, title: jobs.title })
          .from(jobs)
          .where(and(inArray(jobs.id, jobIds), eq(jobs.createdBy, senderId), isNull(jobs.deletedAt))),
  ])
  const titles = new Map([...ownResumes, ...ownJobs].map((row) => [row.id, row.title]))
  const seen = new Set<string>()
  return input.flatMap((item) => {
    const title = titles.get(item.id)
    if (title === undefined) throw notOwned()
    const key = `${item.kind}:${item.id}`
    if (seen.has(key)) return []
    seen.add(key)
    return [{ kind: item.kind, id: item.id, title }]
  })
}

/** Thrown inside the transaction to roll back a sequence number taken for an id that is already stored. */
class AlreadyStored extends Error {}

/** The message stored under `id`, as a replay of the same send, or a 409 when it is not this sender's. */
async function replay(
  db: Db,
  viewer: SignedInViewer,
  conversationId: string,
  id: string,
): Promise<MessageSendResult> {
  const [stored] = await db.select().from(messages).where(eq(messages.id, id))
  if (!stored || stored.senderId !== viewer.userId || stored.conversationId !== conversationId)
    throw new AppError(ErrorCode.CONFLICT_ERROR, { message: MESSAGING_TEXTS.idTaken })
  return { ...toMessage(stored), created: false }
}

/**
 * POST /api/Messages/conversations/{id}/messages. In one transaction: the conversation's counter goes up
 * by one (the UPDATE locks the row, so concurrent sends take turns and get 1, 2, 3… without gaps), the
 * message is stored under the client's id, the sender's read marker moves to it, and both participants'
 * feeds get an event (NOTIFY on commit). The same id sent again — the outbox after a lost answer — rolls
 * its new number back and answers the stored message.
 */
export async function sendMessage(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  conversationId: string,
  input: MessageSendInput,
  hub?: MessagingHub,
): Promise<MessageSendResult> {
  const conversation = await conversationFor(ctx.db, viewer, 'send', conversationId)
  const [existing] = await ctx.db.select({ id: messages.id }).from(messages).where(eq(messages.id, input.id))
  if (existing) return replay(ctx.db, viewer, conversation.id, input.id)
  const attachments = await ownAttachments(ctx.db, viewer.userId, input.attachments)
  const now = ctx.now()
  let stored
  try {
    stored = await ctx.db.transaction(async (tx) => {
      const [counter] = await tx
        .update(conversations)
        .set({ lastSeq: sql`${conversations.lastSeq} + 1`, lastMessageAt: now })
        .where(eq(conversations.id, conversation.id))
        .returning({ seq: conversations.lastSeq })
      if (!counter) throw conversationNotFound()
      const [row] = await tx
        .insert(messages)
        .values({
          id: input.id,
          conversationId: conversation.id,
          seq: counter.seq,
          senderId: viewer.userId,
          body: input.body,
          attachments,
          createdAt: now,
        })
        .onConflictDoNothing({ target: messages.id })
        .returning()
      if (!row) throw new AlreadyStored()
      await tx
        .update(conversationMembers)
        .set({ lastReadSeq: sql`greatest(${conversationMembers.lastReadSeq}, ${row.seq})`, lastReadAt: now })
        .where(
          and(
            eq(conversationMembers.conversationId, conversation.id),
            eq(conversationMembers.userId, viewer.userId),
          ),
        )
      await appendEvents(
        tx,
        [conversation.userA, conversation.userB].map((userId) => ({
          kind: 'message' as const,
          userId,
          conversationId: conversation.id,
          messageId: row.id,
        })),
        now,
      )
      // One unread notification per conversation: later messages refresh it (decision 049).
      await notify(
        tx,
        {
          recipientId: conversation.userA === viewer.userId ? conversation.userB : conversation.userA,
          kind: 'message',
          actorId: viewer.userId,
          subjectId: conversation.id,
        },
        now,
      )
      return row
    })
  } catch (error) {
    if (error instanceof AlreadyStored) return replay(ctx.db, viewer, conversation.id, input.id)
    throw error
  }
  // This process's streams hear at once; the others through NOTIFY.
  hub?.wake([conversation.userA, conversation.userB])
  return { ...toMessage(stored), created: true }
}
