import { createFileRoute } from '@tanstack/react-router'
import { ConversationsPage } from '@/features/messaging/components/conversations-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /messages (seed 1 §2 route table): the signed-in user's conversations. */
export const Route = createFileRoute('/_authed/messages/')({ component: MessagesRoute })

function MessagesRoute() {
  usePageMeta({ title: 'Messages', noindex: true })
  return <ConversationsPage />
}
