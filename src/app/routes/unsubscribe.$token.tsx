import { createFileRoute } from '@tanstack/react-router'
import { OutreachUnsubscribePage } from '@/features/outreach/components/unsubscribe-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /unsubscribe/{token} (ours): where an outreach mail's unsubscribe link leads; works signed out. */
export const Route = createFileRoute('/unsubscribe/$token')({
  component: UnsubscribeRoute,
})

function UnsubscribeRoute() {
  const { token } = Route.useParams()
  usePageMeta({ title: 'Unsubscribe', noindex: true })
  return <OutreachUnsubscribePage token={token} />
}
