import { createFileRoute } from '@tanstack/react-router'
import { JobAnalyticsPage } from '@/features/job-posting/components/job-analytics-page'
import { PostJobsGate } from '@/features/job-posting/components/post-jobs-gate'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /jobs/{id}/analytics (ours): the job action "analytics" (spec: roles and permissions). */
export const Route = createFileRoute('/_authed/jobs/$id/analytics')({
  component: JobAnalyticsRoute,
})

function JobAnalyticsRoute() {
  const { id } = Route.useParams()
  usePageMeta({ title: 'Job analytics', noindex: true })
  return (
    <PostJobsGate capability="viewAnalytics">
      <JobAnalyticsPage jobId={id} />
    </PostJobsGate>
  )
}
