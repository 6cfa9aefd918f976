import { createFileRoute } from '@tanstack/react-router'
import { AuthGate } from '@/features/auth/components/auth-gate'
import { JobAnalyticsPage } from '@/features/job-posting/components/job-analytics-page'
import { PostJobsGate } from '@/features/job-posting/components/post-jobs-gate'
import { requireVerifiedSession } from '@/entities/session/require-verified-session'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /jobs/{id}/analytics (ours): the owner action "analytics" of seed 2 §6. */
export const Route = createFileRoute('/jobs/$id/analytics')({
  beforeLoad: ({ location }) => requireVerifiedSession(location.href),
  component: JobAnalyticsRoute,
})

function JobAnalyticsRoute() {
  const { id } = Route.useParams()
  usePageMeta({ title: 'Job analytics', noindex: true })
  return (
    <AuthGate>
      <PostJobsGate capability="viewAnalytics">
        <JobAnalyticsPage jobId={id} />
      </PostJobsGate>
    </AuthGate>
  )
}
