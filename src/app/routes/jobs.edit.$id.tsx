import { createFileRoute } from '@tanstack/react-router'
import { AuthGate } from '@/features/auth/components/auth-gate'
import { JobFormPage } from '@/features/job-posting/components/job-form-page'
import { PostJobsGate } from '@/features/job-posting/components/post-jobs-gate'
import { requireVerifiedSession } from '@/entities/session/require-verified-session'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /jobs/edit/{id} (seed 2 §2): edit a job; the server decides who may (its permissions.canEdit). */
export const Route = createFileRoute('/jobs/edit/$id')({
  beforeLoad: ({ location }) => requireVerifiedSession(location.href),
  component: EditJobRoute,
})

function EditJobRoute() {
  const { id } = Route.useParams()
  usePageMeta({ title: 'Edit job', noindex: true })
  return (
    <AuthGate>
      <PostJobsGate capability="editJobs">
        <JobFormPage mode="edit" jobId={id} />
      </PostJobsGate>
    </AuthGate>
  )
}
