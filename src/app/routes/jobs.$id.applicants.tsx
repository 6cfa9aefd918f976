import { createFileRoute } from '@tanstack/react-router'
import { ReviewBoardPage } from '@/features/applications/components/review-board-page'
import { requireVerifiedSession } from '@/entities/session/require-verified-session'
import { AuthGate } from '@/features/auth/components/auth-gate'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /jobs/{id}/applicants (ours): the job's review board. The server decides who may see it (403 → a message). */
export const Route = createFileRoute('/jobs/$id/applicants')({
  beforeLoad: ({ location }) => requireVerifiedSession(location.href),
  component: ApplicantsRoute,
})

function ApplicantsRoute() {
  const { id } = Route.useParams()
  usePageMeta({ title: 'Applicants', noindex: true })
  return (
    <AuthGate>
      <ReviewBoardPage jobId={id} />
    </AuthGate>
  )
}
