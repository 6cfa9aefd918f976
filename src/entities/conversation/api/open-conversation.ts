import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { ConversationOpenResultSchema } from '@/api/messaging/message'
import { apiRequest } from '@/lib/api-client/api-client'

/** POST /api/Messages/conversations: the conversation with a person (create or get). */
export const openConversation = (personId: string) =>
  apiRequest('/Messages/conversations', {
    method: 'POST',
    body: { personId },
    schema: ConversationOpenResultSchema,
  })

/** Opens the conversation with a person and goes to its thread. */
export function useOpenConversation() {
  const navigate = useNavigate()
  return useMutation({
    mutationFn: openConversation,
    onSuccess: (conversation) => navigate({ to: '/messages/$id', params: { id: conversation.id } }),
  })
}
