import { createFileRoute } from '@tanstack/react-router'
import { ThreadPage } from '@/features/messaging/components/thread-page'
import { useConversation } from '@/features/messaging/api/messaging-queries'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /messages/{id} (seed 1 §2 route table): one conversation, live. */
export const Route = createFileRoute('/_authed/messages/$id')({ component: ThreadRoute })

function ThreadRoute() {
  const { id } = Route.useParams()
  const name = useConversation(id).data?.otherPerson.fullName
  usePageMeta({ title: name ? `Messages · ${name}` : 'Messages', noindex: true })
  // Keyed by the conversation: another thread starts with its own state (composer text, scroll).
  return <ThreadPage key={id} conversationId={id} />
}
