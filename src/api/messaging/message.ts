import * as v from 'valibot'

/**
 * Messaging (issue 15): conversations between two people and their messages, as the /api/Messages calls
 * answer them and the stream delivers them. The spec names the pages (/messages, /messages/{id}) and leaves
 * the calls open; they follow the people calls' style.
 */

export const ATTACHMENT_KINDS = ['resume', 'job'] as const
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number]

/** A link to one of the sender's own resumes or jobs; the title is the one it had when sent. */
export const MessageAttachmentSchema = v.object({
  kind: v.picklist(ATTACHMENT_KINDS),
  id: v.string(),
  title: v.string(),
})
export type MessageAttachment = v.InferOutput<typeof MessageAttachmentSchema>

export const MessageSchema = v.object({
  id: v.string(),
  conversationId: v.string(),
  /** The message's place in its conversation: 1, 2, 3… without gaps. */
  seq: v.number(),
  senderId: v.string(),
  body: v.string(),
  attachments: v.array(MessageAttachmentSchema),
  createdAt: v.string(),
})
export type Message = v.InferOutput<typeof MessageSchema>

/** The other participant as the conversation list shows them. */
export const ConversationPersonSchema = v.object({
  id: v.string(),
  slug: v.string(),
  fullName: v.string(),
  avatar: v.nullable(v.string()),
  headline: v.nullable(v.string()),
  role: v.string(),
})
export type ConversationPerson = v.InferOutput<typeof ConversationPersonSchema>

export const ConversationSchema = v.object({
  id: v.string(),
  otherPerson: ConversationPersonSchema,
  lastMessage: v.nullable(MessageSchema),
  /** The conversation's newest sequence number (0 before the first message). */
  lastSeq: v.number(),
  /** The caller's read marker. */
  lastReadSeq: v.number(),
  /** Messages of the other person after the caller's read marker. */
  unreadCount: v.number(),
  /** Whether the caller may write here now (a block either way closes the conversation). */
  canSend: v.boolean(),
  createdAt: v.string(),
  lastMessageAt: v.nullable(v.string()),
})
export type Conversation = v.InferOutput<typeof ConversationSchema>

export const ConversationListSchema = v.object({
  items: v.array(ConversationSchema),
  total: v.number(),
  /** Unread messages over all the caller's conversations (the nav badge). */
  unreadTotal: v.number(),
})
export type ConversationList = v.InferOutput<typeof ConversationListSchema>

/** POST …/conversations: the conversation, and whether this call started it. */
export const ConversationOpenResultSchema = v.object({ ...ConversationSchema.entries, created: v.boolean() })
export type ConversationOpenResult = v.InferOutput<typeof ConversationOpenResultSchema>

export const MessagePageSchema = v.object({
  items: v.array(MessageSchema),
  /** More messages exist before the first one of this page. */
  hasMore: v.boolean(),
})
export type MessagePage = v.InferOutput<typeof MessagePageSchema>

/** POST …/messages: the stored message; `created` is false when the same id had been stored already. */
export const MessageSendResultSchema = v.object({ ...MessageSchema.entries, created: v.boolean() })
export type MessageSendResult = v.InferOutput<typeof MessageSendResultSchema>

export const ReadResultSchema = v.object({
  conversationId: v.string(),
  lastReadSeq: v.number(),
  unreadCount: v.number(),
  unreadTotal: v.number(),
})
export type ReadResult = v.InferOutput<typeof ReadResultSchema>

export const UnreadSummarySchema = v.object({ unreadTotal: v.number() })
export type UnreadSummary = v.InferOutput<typeof UnreadSummarySchema>

export const StreamTicketSchema = v.object({
  ticket: v.string(),
  /** When the ticket stops opening streams (an open stream keeps running). */
  expiresAt: v.string(),
  /** GET this with ?ticket=… (and lastEventId=… when resuming) as an EventSource. */
  streamUrl: v.string(),
})
export type StreamTicket = v.InferOutput<typeof StreamTicketSchema>

/** Stream events (event name → data). The SSE id of each is the caller's cursor. */
export type StreamEvent =
  | { event: 'message'; data: Message }
  | { event: 'read'; data: { conversationId: string; lastReadSeq: number } }
  | { event: 'ready'; data: { cursor: number } }
