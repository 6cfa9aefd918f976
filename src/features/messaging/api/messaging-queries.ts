import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  ConversationListSchema,
  ConversationSchema,
  MessagePageSchema,
  ReadResultSchema,
  type Conversation,
  type ConversationList,
  type MessagePage,
} from '@/api/messaging/message'
import { messagingKeys } from '@/entities/conversation/api/conversation-keys'
import { apiRequest } from '@/lib/api-client/api-client'
import { PERSISTED_QUERY_OPTIONS } from '@/lib/query-persistence/persisted-queries'
import { useSignedInUserId } from '@/lib/session/use-session'

const conversationPath = (id: string, rest = '') => `/Messages/conversations/${encodeURIComponent(id)}${rest}`

/**
 * The viewer's conversations, one conversation and its newest messages: persisted (keyed by the viewer), so
 * /messages and the threads seen on this device open offline with their last data.
 */
export const conversationsQueryOptions = (viewerId: string | null) =>
  queryOptions({
    ...PERSISTED_QUERY_OPTIONS,
    queryKey: messagingKeys.conversations(viewerId),
    queryFn: ({ signal }) =>
      apiRequest('/Messages/conversations', { schema: ConversationListSchema, signal }),
    refetchOnReconnect: 'always',
  })

export const conversationQueryOptions = (viewerId: string | null, id: string) =>
  queryOptions({
    ...PERSISTED_QUERY_OPTIONS,
    queryKey: messagingKeys.conversation(viewerId, id),
    queryFn: ({ signal }) => apiRequest(conversationPath(id), { schema: ConversationSchema, signal }),
  })

export const threadQueryOptions = (viewerId: string | null, id: string) =>
  queryOptions({
    ...PERSISTED_QUERY_OPTIONS,
    queryKey: messagingKeys.thread(viewerId, id),
    queryFn: ({ signal }) =>
      apiRequest(conversationPath(id, '/messages'), {
        schema: MessagePageSchema,
        query: { limit: 50 },
        signal,
      }),
    refetchOnReconnect: 'always',
  })

export function useConversations() {
  return useQuery(conversationsQueryOptions(useSignedInUserId()))
}

export function useConversation(id: string) {
  return useQuery(conversationQueryOptions(useSignedInUserId(), id))
}

export function useThreadQuery(id: string) {
  return useQuery(threadQueryOptions(useSignedInUserId(), id))
}

/** Earlier messages of a thread, put in front of the cached ones. */
export function useEarlierMessages(id: string) {
  const queryClient = useQueryClient()
  const viewerId = useSignedInUserId()
  return useMutation({
    mutationFn: (beforeSeq: number) =>
      apiRequest(conversationPath(id, '/messages'), {
        schema: MessagePageSchema,
        query: { beforeSeq, limit: 50 },
      }),
    onSuccess: (older) =>
      queryClient.setQueryData<MessagePage>(messagingKeys.thread(viewerId, id), (thread) => {
        if (!thread) return thread
        const known = new Set(thread.items.map((message) => message.id))
        return {
          items: [...older.items.filter((m) => !known.has(m.id)), ...thread.items],
          hasMore: older.hasMore,
        }
      }),
  })
}

/** Moves the viewer's read marker; the list's badges follow at once. Best effort: a failure changes nothing. */
export function useMarkRead(id: string) {
  const queryClient = useQueryClient()
  const viewerId = useSignedInUserId()
  return useMutation({
    mutationFn: (seq: number) =>
      apiRequest(conversationPath(id, '/read'), { method: 'POST', body: { seq }, schema: ReadResultSchema }),
    onSuccess: (read) => {
      queryClient.setQueryData<Conversation>(messagingKeys.conversation(viewerId, id), (conversation) =>
        conversation
          ? { ...conversation, lastReadSeq: read.lastReadSeq, unreadCount: read.unreadCount }
          : conversation,
      )
      queryClient.setQueryData<ConversationList>(messagingKeys.conversations(viewerId), (list) =>
        list
          ? {
              ...list,
              unreadTotal: read.unreadTotal,
              items: list.items.map((item) =>
                item.id === id
                  ? { ...item, lastReadSeq: read.lastReadSeq, unreadCount: read.unreadCount }
                  : item,
              ),
            }
          : list,
      )
    },
  })
}
