import * as v from 'valibot'
import { UUID_PATTERN } from '../uuid'
import { ATTACHMENT_KINDS } from './message'

export const MESSAGE_BODY_MAX = 4000
export const MAX_ATTACHMENTS = 5
export const CONVERSATION_PAGE_MAX = 100
export const CONVERSATION_PAGE_DEFAULT = 50

/** Every text the messaging calls answer with, and the page shows. */
export const MESSAGING_TEXTS = {
  conversationNotFound: 'Conversation not found.',
  personNotFound: 'Person not found.',
  self: 'You cannot message yourself.',
  notAllowed: 'You can message your connections; recruiters and employers can also message job seekers.',
  blocked: 'You can no longer message this person.',
  idInvalid: 'Message id must be a UUID.',
  idTaken: 'This message id is already used by another message.',
  bodyRequired: 'Write a message or attach something.',
  bodyTooLong: `A message holds at most ${MESSAGE_BODY_MAX} characters.`,
  tooManyAttachments: `At most ${MAX_ATTACHMENTS} attachments per message.`,
  attachmentNotOwned: 'You can only attach your own resumes and jobs.',
  readInvalid: 'seq must be a whole number of at least 0.',
  ticketInvalid: 'The stream ticket is missing, expired or not valid.',
  sent: 'Message sent',
  opened: 'Conversation opened',
} as const

const uuid = (message: string) => v.pipe(v.string(message), v.regex(UUID_PATTERN, message))

/** POST /api/Messages/conversations: create or get the conversation with this person. */
export const ConversationOpenInputSchema = v.strictObject({
  personId: uuid(MESSAGING_TEXTS.personNotFound),
})
export type ConversationOpenInput = v.InferOutput<typeof ConversationOpenInputSchema>

export const AttachmentInputSchema = v.strictObject({
  kind: v.picklist(ATTACHMENT_KINDS, 'kind must be resume or job.'),
  id: uuid(MESSAGING_TEXTS.attachmentNotOwned),
})
export type AttachmentInput = v.InferOutput<typeof AttachmentInputSchema>

/**
 * POST /api/Messages/conversations/{id}/messages. The id is the client's (a uuid it made when the user
 * pressed Send): sending it again — the outbox after a lost answer — returns the stored message.
 */
export const MessageSendInputSchema = v.pipe(
  v.strictObject({
    id: uuid(MESSAGING_TEXTS.idInvalid),
    body: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.maxLength(MESSAGE_BODY_MAX, MESSAGING_TEXTS.bodyTooLong),
    ),
    attachments: v.optional(
      v.pipe(
        v.array(AttachmentInputSchema),
        v.maxLength(MAX_ATTACHMENTS, MESSAGING_TEXTS.tooManyAttachments),
      ),
      [],
    ),
  }),
  v.forward(
    v.check((input) => input.body !== '' || input.attachments.length > 0, MESSAGING_TEXTS.bodyRequired),
    ['body'],
  ),
)
export type MessageSendInput = v.InferOutput<typeof MessageSendInputSchema>

const count = (max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,9}$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(max),
    ),
    String(fallback),
  )

const seqParam = v.optional(
  v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'must be a whole number'), v.transform(Number)),
)

/** GET …/messages?beforeSeq=&afterSeq=&limit=: the newest page, an older page, or what came after. */
export const MessagePageQuerySchema = v.strictObject({
  beforeSeq: seqParam,
  afterSeq: seqParam,
  limit: count(CONVERSATION_PAGE_MAX, CONVERSATION_PAGE_DEFAULT),
})
export type MessagePageQuery = v.InferOutput<typeof MessagePageQuerySchema>

/** POST …/read {seq}: the caller has read up to seq (a marker only moves forward). */
export const ReadInputSchema = v.strictObject({
  seq: v.pipe(
    v.number(MESSAGING_TEXTS.readInvalid),
    v.integer(MESSAGING_TEXTS.readInvalid),
    v.minValue(0, MESSAGING_TEXTS.readInvalid),
    v.maxValue(2_147_483_647, MESSAGING_TEXTS.readInvalid),
  ),
})
export type ReadInput = v.InferOutput<typeof ReadInputSchema>

/** GET /api/Messages/stream?ticket=…&lastEventId=… (EventSource cannot send headers on a new connection). */
export const StreamQuerySchema = v.object({
  ticket: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  lastEventId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/))),
})
