import { createFileRoute } from '@tanstack/react-router'
import { MyApplicationsPage } from '@/features/applications/components/my-applications-page'
import { requireVerifiedSession } from '@/entities/session/require-verified-session'
import { AuthGate } from '@/features/auth/components/auth-gate'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /applications (ours; the spec's route table has none): the job seeker's applications and their stages. */
export const Route = createFileRoute('/applications/')({
  beforeLoad: ({ location }) => requireVerifiedSession(location.href),
  component: ApplicationsRoute,
})

function ApplicationsRoute() {
  usePageMeta({ title: 'Your applications', noindex: true })
  return (
    <AuthGate>
      <MyApplicationsPage />
    </AuthGate>
  )
}
