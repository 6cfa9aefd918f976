import { createFileRoute } from '@tanstack/react-router'
import { ApplyPage } from '@/features/applications/components/apply-page'
import { requireVerifiedSession } from '@/entities/session/require-verified-session'
import { AuthGate } from '@/features/auth/components/auth-gate'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /jobs/{id}/apply (seed 2 §2): signed in and verified; only job seekers get the form. */
export const Route = createFileRoute('/jobs/$id/apply')({
  beforeLoad: ({ location }) => requireVerifiedSession(location.href),
  component: ApplyRoute,
})

function ApplyRoute() {
  const { id } = Route.useParams()
  usePageMeta({ title: 'Apply', noindex: true })
  return (
    <AuthGate>
      <ApplyPage jobId={id} />
    </AuthGate>
  )
}
