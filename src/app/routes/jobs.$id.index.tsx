import { useQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { ErrorCode } from '@/api/errors'
import { NotFoundPage } from '@/components/errors/not-found-page'
import { jobQueryOptions } from '@/features/jobs/api/get-job'
import { JobOwnerActions } from '@/features/job-posting/components/job-owner-actions'
import { JobDetailPage } from '@/features/jobs/components/job-detail-page'
import { usePageMeta } from '@/hooks/use-page-meta'
import { ApiError } from '@/lib/api-client/api-error'
import { ensureQueryDataOffline } from '@/lib/offline-query'
import { signedInUserId } from '@/lib/session/session'
import { useAssistantFacts } from '@/lib/assistant-context/page-facts'

const isNotFound = (error: unknown) => error instanceof ApiError && error.code === ErrorCode.NOT_FOUND_ERROR

/**
 * /jobs/{id}. The loader reads through the persisted cache (a job seen or saved before opens
 * offline; offline and unknown → the offline state), and an unknown or hidden job is the not-found page.
 */
export const Route = createFileRoute('/jobs/$id/')({
  loader: async ({ context: { queryClient }, params: { id } }) => {
    try {
      await ensureQueryDataOffline(queryClient, jobQueryOptions(id))
    } catch (error) {
      if (isNotFound(error)) throw notFound()
      throw error
    }
  },
  component: JobDetailRoute,
  notFoundComponent: NotFoundPage,
})

function JobDetailRoute() {
  const { id } = Route.useParams()
  const query = useQuery({
    ...jobQueryOptions(id),
    // A copy fetched as a visitor (or from the saved list, or the server's signed-out render) lacks the viewer's
    // permissions: ask again. The session as it is, not as rendered: a hydration render is signed out.
    refetchOnMount: (q) => (signedInUserId() && q.state.data && !q.state.data.permissions ? 'always' : true),
  })
  const job = query.data
  // What the AI assistant may read here: the job's id, title and company.
  useAssistantFacts(job ? { jobId: job.id, jobTitle: job.title, companyName: job.company } : null)
  usePageMeta({
    title: job ? `${job.title} at ${job.company}` : 'Job',
    description: job
      ? `${job.title} at ${job.company}${job.location ? ` in ${job.location}` : ''}. ${job.description.slice(0, 120)}`
      : undefined,
  })
  if (!job) return query.isError && isNotFound(query.error) ? <NotFoundPage /> : null
  return (
    <JobDetailPage
      job={job}
      updatedAt={query.dataUpdatedAt}
      stale={query.isRefetchError}
      ownerActions={(current) => <JobOwnerActions job={current} />}
    />
  )
}
