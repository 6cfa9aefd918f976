import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { JOB_STATUSES } from '@/api/jobs/job-statuses'
import { MyJobsPage } from '@/features/job-posting/components/my-jobs-page'
import { PostJobsGate } from '@/features/job-posting/components/post-jobs-gate'
import { usePageMeta } from '@/hooks/use-page-meta'

const ManageSearchSchema = v.object({
  status: v.fallback(v.optional(v.picklist(JOB_STATUSES)), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
})

/** /jobs/manage (ours): the recruiter's or employer's jobs (GetSummaryItems) by status, with owner actions. */
export const Route = createFileRoute('/_authed/jobs/manage')({
  validateSearch: ManageSearchSchema,
  component: ManageJobsRoute,
})

function ManageJobsRoute() {
  const { status, page } = Route.useSearch()
  const navigate = Route.useNavigate()
  usePageMeta({ title: 'My jobs', noindex: true })
  return (
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
  )
}
