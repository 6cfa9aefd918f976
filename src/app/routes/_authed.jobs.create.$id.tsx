import { createFileRoute } from '@tanstack/react-router'
import { JobFormPage } from '@/features/job-posting/components/job-form-page'
import { PostJobsGate } from '@/features/job-posting/components/post-jobs-gate'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /jobs/create/{id}: continue a server draft; a job published meanwhile goes to /jobs/edit/{id}. */
export const Route = createFileRoute('/_authed/jobs/create/$id')({
  component: ContinueDraftRoute,
})

function ContinueDraftRoute() {
  const { id } = Route.useParams()
  usePageMeta({ title: 'Finish your draft', noindex: true })
  return (
    <PostJobsGate>
      <JobFormPage mode="continue" jobId={id} />
    </PostJobsGate>
  )
}
