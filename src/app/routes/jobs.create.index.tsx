import { createFileRoute } from '@tanstack/react-router'
import { AuthGate } from '@/features/auth/components/auth-gate'
import { JobFormPage } from '@/features/job-posting/components/job-form-page'
import { PostJobsGate } from '@/features/job-posting/components/post-jobs-gate'
import { requireVerifiedSession } from '@/entities/session/require-verified-session'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /jobs/create (seed 2 §2): a new job, from scratch, a file or a link. Recruiters, employers, admins. */
export const Route = createFileRoute('/jobs/create/')({
  beforeLoad: ({ location }) => requireVerifiedSession(location.href),
  component: CreateJobRoute,
})

function CreateJobRoute() {
  usePageMeta({ title: 'Post a job', noindex: true })
  return (
    <AuthGate>
      <PostJobsGate>
        <JobFormPage mode="create" />
      </PostJobsGate>
    </AuthGate>
  )
}
