import { createFileRoute } from '@tanstack/react-router'
import { AlertsPage } from '@/features/applications/components/alerts-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /alerts (ours): the signed-in user's job alerts. They are created from the /jobs search. */
export const Route = createFileRoute('/_authed/alerts/')({
  component: AlertsRoute,
})

function AlertsRoute() {
  usePageMeta({ title: 'Job alerts', noindex: true })
  return <AlertsPage />
}
