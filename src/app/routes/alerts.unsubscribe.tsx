import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { UnsubscribePage } from '@/features/applications/components/unsubscribe-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /alerts/unsubscribe?token=… (ours): the link in every alert mail; works signed out. */
export const Route = createFileRoute('/alerts/unsubscribe')({
  validateSearch: v.object({ token: v.optional(v.string(), '') }),
  component: UnsubscribeRoute,
})

function UnsubscribeRoute() {
  const { token } = Route.useSearch()
  usePageMeta({ title: 'Unsubscribe from job alerts', noindex: true })
  return <UnsubscribePage token={token} />
}
