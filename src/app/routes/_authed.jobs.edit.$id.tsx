import { createFileRoute } from '@tanstack/react-router'
import { JobFormPage } from '@/features/job-posting/components/job-form-page'
import { PostJobsGate } from '@/features/job-posting/components/post-jobs-gate'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /jobs/edit/{id}: edit a job; the server decides who may (its permissions.canEdit). */
export const Route = createFileRoute('/_authed/jobs/edit/$id')({
  component: EditJobRoute,
})

function EditJobRoute() {
  const { id } = Route.useParams()
  usePageMeta({ title: 'Edit job', noindex: true })
  return (
    <PostJobsGate capability="editJobs">
      <JobFormPage mode="edit" jobId={id} />
    </PostJobsGate>
  )
}
