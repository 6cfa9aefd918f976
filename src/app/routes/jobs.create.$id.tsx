import { createFileRoute } from '@tanstack/react-router'
import { AuthGate } from '@/features/auth/components/auth-gate'
import { JobFormPage } from '@/features/job-posting/components/job-form-page'
import { PostJobsGate } from '@/features/job-posting/components/post-jobs-gate'
import { requireVerifiedSession } from '@/entities/session/require-verified-session'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /jobs/create/{id} (seed 2 §2): continue a server draft; a job published meanwhile goes to /jobs/edit/{id}. */
export const Route = createFileRoute('/jobs/create/$id')({
  beforeLoad: ({ location }) => requireVerifiedSession(location.href),
  component: ContinueDraftRoute,
})

function ContinueDraftRoute() {
  const { id } = Route.useParams()
  usePageMeta({ title: 'Finish your draft', noindex: true })
  return (
    <AuthGate>
      <PostJobsGate>
        <JobFormPage mode="continue" jobId={id} />
      </PostJobsGate>
    </AuthGate>
  )
}
