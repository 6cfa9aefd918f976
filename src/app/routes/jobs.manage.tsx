import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { JOB_STATUSES } from '@/api/jobs'
import { AuthGate } from '@/features/auth/components/auth-gate'
import { MyJobsPage } from '@/features/job-posting/components/my-jobs-page'
import { PostJobsGate } from '@/features/job-posting/components/post-jobs-gate'
import { requireVerifiedSession } from '@/entities/session/require-verified-session'
import { usePageMeta } from '@/hooks/use-page-meta'

const ManageSearchSchema = v.object({
  status: v.fallback(v.optional(v.picklist(JOB_STATUSES)), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
})

/** /jobs/manage (ours): the recruiter's or employer's jobs (GetSummaryItems) by status, with owner actions. */
export const Route = createFileRoute('/jobs/manage')({
  validateSearch: ManageSearchSchema,
  beforeLoad: ({ location }) => requireVerifiedSession(location.href),
  component: ManageJobsRoute,
})

function ManageJobsRoute() {
  const { status, page } = Route.useSearch()
  const navigate = Route.useNavigate()
  usePageMeta({ title: 'My jobs', noindex: true })
  return (
    <AuthGate>
      <PostJobsGate capability="manageJobs">
        <MyJobsPage
          status={status}
          page={page}
          onChange={(search) =>
            void navigate({
              search: { status: search.status, page: search.page === 1 ? undefined : search.page },
            })
          }
        />
      </PostJobsGate>
    </AuthGate>
  )
}
