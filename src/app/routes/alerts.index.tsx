import { createFileRoute } from '@tanstack/react-router'
import { AlertsPage } from '@/features/applications/components/alerts-page'
import { requireVerifiedSession } from '@/entities/session/require-verified-session'
import { AuthGate } from '@/features/auth/components/auth-gate'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /alerts (ours): the signed-in user's job alerts. They are created from the /jobs search. */
export const Route = createFileRoute('/alerts/')({
  beforeLoad: ({ location }) => requireVerifiedSession(location.href),
  component: AlertsRoute,
})

function AlertsRoute() {
  usePageMeta({ title: 'Job alerts', noindex: true })
  return (
    <AuthGate>
      <AlertsPage />
    </AuthGate>
  )
}
