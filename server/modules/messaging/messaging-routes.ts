import { Hono } from 'hono'
import { ErrorCode } from '@/api/errors'
import {
  ConversationListSchema,
  ConversationOpenResultSchema,
  ConversationSchema,
  MessagePageSchema,
  MessageSendResultSchema,
  ReadResultSchema,
  StreamTicketSchema,
  UnreadSummarySchema,
} from '@/api/messaging/message'
import {
  ConversationOpenInputSchema,
  MESSAGING_TEXTS,
  MessagePageQuerySchema,
  MessageSendInputSchema,
  ReadInputSchema,
  StreamQuerySchema,
} from '@/api/messaging/message-input'
import type { AppEnv } from '../../core/app-env'
import { AppError } from '../../core/app-error'
import { ok } from '../../core/envelope'
import { uuidParam } from '../../core/id-param'
import { describeRoute } from '../../core/openapi/describe-route'
import type { RouteMeta } from '../../core/openapi/route-meta'
import { rateLimit } from '../../core/rate-limit'
import type { RateLimitRule } from '../../core/rate-limit-store'
import { serviceContext } from '../../core/service-context'
import { validateJson, validateQuery } from '../../core/validate'
import { requireViewer } from '../../core/viewer'
import { getConversation, listConversations, openConversation, unreadTotal } from './conversations'
import { listMessages, markRead } from './message-read'
import { sendMessage } from './message-send'
import { hubFor } from './messaging-hub'
import { messagingStream } from './messaging-stream'
import { issueStreamTicket, redeemStreamTicket } from './stream-ticket'

/** New conversations per user per day: plenty for real outreach, too few to spam everyone. */
export const CONVERSATION_OPEN_RATE_LIMIT: RateLimitRule = { limit: 100, windowMs: 24 * 60 * 60_000 }
/** Messages per user per minute (an outbox replay of one message counts once per attempt). */
export const MESSAGE_SEND_RATE_LIMIT: RateLimitRule = { limit: 120, windowMs: 60_000 }

const describe = (meta: Omit<RouteMeta, 'tags'>) => describeRoute({ tags: ['Messages'], ...meta })
const ID = { id: 'The conversation id.' }
const NOT_FOUND = 'NOT_FOUND_ERROR: no such conversation of the caller (someone else’s is answered the same).'
const conversationId = uuidParam('id', MESSAGING_TEXTS.conversationNotFound)

/**
 * /api/Messages/* (issue 15; the spec leaves the calls open): conversations between two people, their
 * messages in order, read markers, and the real-time stream (decision 033).
 */
export const messagingRoutes = new Hono<AppEnv>()
  .get(
    '/conversations',
    describe({
      summary: 'The caller’s conversations, the most recent first, with unread counts',
      auth: 'required',
      response: ConversationListSchema,
    }),
    ...requireViewer(),
    async (c) => ok(c, await listConversations(c.var.deps.db, c.var.viewer)),
  )
  .post(
    '/conversations',
    describe({
      summary: 'Open the conversation with a person (create or get)',
      description:
        'Connected people may write to each other; recruiters and employers may also write to job seekers. ' +
        'A block either way hides the person (404). An existing conversation is answered to either participant. 201 when created.',
      auth: 'verified',
      status: 201,
      response: ConversationOpenResultSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: the caller themselves, or someone they may not start a conversation with.',
        404: 'NOT_FOUND_ERROR: unknown person, or hidden by a block.',
        429: 'RATE_LIMIT_EXCEEDED: too many new conversations today.',
      },
    }),
    ...requireViewer({ verified: true }),
    rateLimit('conversation-open', { per: 'user', rule: CONVERSATION_OPEN_RATE_LIMIT }),
    validateJson(ConversationOpenInputSchema),
    async (c) => {
      const result = await openConversation(serviceContext(c), c.var.viewer, c.req.valid('json').personId)
      return result.created ? ok(c, result, MESSAGING_TEXTS.opened, 201) : ok(c, result)
    },
  )
  .get(
    '/unread',
    describe({
      summary: 'The caller’s unread messages in all conversations',
      auth: 'required',
      response: UnreadSummarySchema,
    }),
    ...requireViewer(),
    async (c) => ok(c, { unreadTotal: await unreadTotal(c.var.deps.db, c.var.viewer.userId) }),
  )
  .post(
    '/stream-ticket',
    describe({
      summary: 'A one-minute ticket to open the event stream',
      description:
        'EventSource cannot send the Authorization header: open `streamUrl?ticket=…` (with `lastEventId=…` to resume) within a minute.',
      auth: 'required',
      response: StreamTicketSchema,
    }),
    ...requireViewer(),
    async (c) => ok(c, await issueStreamTicket(serviceContext(c), c.var.viewer, c.var.auth.sessionId)),
  )
  .get(
    '/stream',
    describe({
      summary: 'The caller’s messages and read markers as Server-Sent Events',
      description:
        'Events `message` (a Message), `read` ({conversationId, lastReadSeq}) and `ready` ({cursor}); each id is the ' +
        'caller’s cursor. Resume with the Last-Event-ID header or `lastEventId`: exactly the events after it, in order. ' +
        'A comment line every 20 s; the stream ends after 15 minutes.',
      auth: 'none',
      raw: { mediaType: 'text/event-stream', description: 'The event stream.' },
      responses: {
        401: 'AUTHENTICATION_ERROR: missing, expired or invalid ticket, or a session that ended.',
      },
    }),
    validateQuery(StreamQuerySchema),
    async (c) => {
      const { ticket, lastEventId } = c.req.valid('query')
      const userId = ticket
        ? await redeemStreamTicket(c.var.deps.db, c.var.deps.env.JWT_SECRET, ticket, c.var.deps.now())
        : null
      if (!userId)
        throw new AppError(ErrorCode.AUTHENTICATION_ERROR, { message: MESSAGING_TEXTS.ticketInvalid })
      const header = c.req.header('last-event-id')
      const resume = header && /^\d{1,15}$/.test(header) ? header : lastEventId
      return messagingStream(
        c,
        c.var.deps.db,
        hubFor(c.var.deps.db),
        userId,
        resume === undefined ? undefined : Number(resume),
      )
    },
  )
  .get(
    '/conversations/:id',
    describe({
      summary: 'One conversation',
      auth: 'required',
      params: ID,
      response: ConversationSchema,
      responses: { 404: NOT_FOUND },
    }),
    conversationId,
    ...requireViewer(),
    async (c) => ok(c, await getConversation(c.var.deps.db, c.var.viewer, c.req.param('id'))),
  )
  .get(
    '/conversations/:id/messages',
    describe({
      summary: 'Messages of a conversation in order',
      description: 'The newest `limit` (default 50); `beforeSeq` pages back, `afterSeq` catches up.',
      auth: 'required',
      params: ID,
      response: MessagePageSchema,
      responses: { 404: NOT_FOUND },
    }),
    conversationId,
    validateQuery(MessagePageQuerySchema),
    ...requireViewer(),
    async (c) =>
      ok(c, await listMessages(c.var.deps.db, c.var.viewer, c.req.param('id'), c.req.valid('query'))),
  )
  .post(
    '/conversations/:id/messages',
    describe({
      summary: 'Send a message under the client’s id',
      description:
        'The id is a uuid chosen by the client: the same id from the same sender answers the stored message ' +
        '(`created: false`, 200) instead of storing it twice. Attachments link the sender’s own resumes and jobs. 201 when stored.',
      auth: 'verified',
      status: 201,
      params: ID,
      response: MessageSendResultSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: a block between the two, or an attachment that is not the sender’s.',
        404: NOT_FOUND,
        409: 'CONFLICT_ERROR: the id belongs to another message.',
        429: 'RATE_LIMIT_EXCEEDED: too many messages in a minute.',
      },
    }),
    conversationId,
    ...requireViewer({ verified: true }),
    rateLimit('message-send', { per: 'user', rule: MESSAGE_SEND_RATE_LIMIT }),
    validateJson(MessageSendInputSchema),
    async (c) => {
      const { db } = c.var.deps
      const message = await sendMessage(
        serviceContext(c),
        c.var.viewer,
        c.req.param('id'),
        c.req.valid('json'),
        hubFor(db),
      )
      return message.created ? ok(c, message, MESSAGING_TEXTS.sent, 201) : ok(c, message)
    },
  )
  .post(
    '/conversations/:id/read',
    describe({
      summary: 'Move the caller’s read marker forward',
      auth: 'required',
      params: ID,
      response: ReadResultSchema,
      responses: { 404: NOT_FOUND },
    }),
    conversationId,
    ...requireViewer(),
    validateJson(ReadInputSchema),
    async (c) =>
      ok(
        c,
        await markRead(
          serviceContext(c),
          c.var.viewer,
          c.req.param('id'),
          c.req.valid('json').seq,
          hubFor(c.var.deps.db),
        ),
      ),
  )
