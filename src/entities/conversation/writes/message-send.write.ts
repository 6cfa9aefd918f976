import type { Message, MessageAttachment } from '@/api/messaging/message'
import { MessageSendResultSchema } from '@/api/messaging/message'
import { MESSAGING_TEXTS } from '@/api/messaging/message-input'
import { parseWriteData } from '@/lib/api-client/parse-response'
import { defineOfflineWrite } from '@/lib/sync/offline-write'
import { MESSAGING_ROOT_KEY } from '../api/conversation-keys'
import { putThreadMessage } from '../api/thread-cache'

/**
 * One message as the composer wrote it. The id is made on the device when the user presses Send, so the outbox
 * may send it again after a lost answer and the server stores it once (decision 033).
 */
export type MessageSendInput = {
  id: string
  conversationId: string
  senderId: string
  body: string
  attachments: MessageAttachment[]
  /** When it was written (ISO), shown until the server's time replaces it. */
  writtenAt: string
}

export const MESSAGE_WRITE_TEXTS = { failed: 'Message not sent' } as const

/**
 * Sending a message as an offline write (decision 011): one entity per message, so nothing coalesces — each
 * message waits in the outbox in order and is sent once the network is back. While it waits the thread shows
 * it as "sending"; a refusal marks it "failed — retry". No success toast: the thread shows "sent".
 */
export const messageSendWrite = defineOfflineWrite<MessageSendInput, Message>({
  kind: 'message-send',
  quiet: true,
  entity: (input) => input.id,
  request: (input) => ({
    method: 'POST',
    path: `/api/Messages/conversations/${encodeURIComponent(input.conversationId)}/messages`,
    body: {
      id: input.id,
      body: input.body,
      attachments: input.attachments.map(({ kind, id }) => ({ kind, id })),
    },
  }),
  label: (input) => `Message “${input.body.slice(0, 40) || 'attachment'}”`,
  optimistic: (input, server) =>
    server ?? {
      id: input.id,
      conversationId: input.conversationId,
      seq: 0,
      senderId: input.senderId,
      body: input.body,
      attachments: input.attachments,
      createdAt: input.writtenAt,
    },
  serverData: MESSAGING_ROOT_KEY,
  // Accepted: into the thread at once, so "sending" turns to "sent" before the refetch.
  settle: ({ queryClient }, input, data) => {
    const saved = parseWriteData(MessageSendResultSchema, data)
    if (!saved) return
    const { created: _created, ...message } = saved
    putThreadMessage(queryClient, input.senderId, message)
  },
  texts: { done: () => MESSAGING_TEXTS.sent, failed: () => MESSAGE_WRITE_TEXTS.failed },
})
