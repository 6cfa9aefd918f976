import { createFileRoute } from '@tanstack/react-router'
import { JobFormPage } from '@/features/job-posting/components/job-form-page'
import { PostJobsGate } from '@/features/job-posting/components/post-jobs-gate'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /jobs/create: a new job, from scratch, a file or a link. Recruiters, employers, admins. */
export const Route = createFileRoute('/_authed/jobs/create/')({
  component: CreateJobRoute,
})

function CreateJobRoute() {
  usePageMeta({ title: 'Post a job', noindex: true })
  return (
    <PostJobsGate>
      <JobFormPage mode="create" />
    </PostJobsGate>
  )
}
