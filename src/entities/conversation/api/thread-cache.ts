import type { QueryClient } from '@tanstack/react-query'
import type { Message, MessagePage } from '@/api/messaging/message'
import { messagingKeys } from './conversation-keys'

/**
 * Puts a message the server stored (an answer to a send, or one the stream delivered) into its cached thread,
 * in seq order, replacing the copy of the same id. Returns false when the thread is not cached or the message
 * does not follow on from it (a gap: the caller fetches the thread again instead).
 */
export function putThreadMessage(
  queryClient: QueryClient,
  viewerId: string | null,
  message: Message,
): boolean {
  const key = messagingKeys.thread(viewerId, message.conversationId)
  const thread = queryClient.getQueryData<MessagePage>(key)
  if (!thread) return false
  if (thread.items.some((item) => item.id === message.id)) return true
  const last = thread.items.at(-1)?.seq ?? 0
  if (message.seq > last + 1) return false
  const items = [...thread.items, message].sort((a, b) => a.seq - b.seq)
  queryClient.setQueryData<MessagePage>(key, { ...thread, items })
  return true
}
