import { useQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { ErrorCode } from '@/api/errors'
import { resumeQueryOptions } from '@/entities/resume/api/resume-queries'
import { ResumeNotFound } from '@/features/resumes/components/resume-not-found'
import { ResumePage } from '@/features/resumes/components/resume-page'
import { ApiError } from '@/lib/api-client/api-error'
import { ensureQueryDataOffline } from '@/lib/offline-query'
import { signedInUserId } from '@/lib/session/session'
import { useSignedInUserId } from '@/lib/session/use-session'
import { useAssistantFacts } from '@/lib/assistant-context/page-facts'

const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.code === ErrorCode.NOT_FOUND_ERROR || error.statusCode === 404)

/**
 * /resumes/{id or slug} (optional #{mediaId}: the media it opens come with the video slice). The loader reads
 * through the persisted cache, so a resume seen before opens offline; a missing resume and one the viewer may
 * not see are the same not-found state (the server answers 404 for both).
 */
export const Route = createFileRoute('/resumes/$id')({
  loader: async ({ context: { queryClient }, params: { id } }) => {
    try {
      await ensureQueryDataOffline(queryClient, resumeQueryOptions(id, signedInUserId()))
    } catch (error) {
      if (isNotFound(error)) throw notFound()
      throw error
    }
  },
  component: ResumeRoute,
  notFoundComponent: ResumeNotFound,
})

function ResumeRoute() {
  const { id } = Route.useParams()
  const viewerId = useSignedInUserId()
  const query = useQuery(resumeQueryOptions(id, viewerId))
  // What the AI assistant may read here: the resume's id and title, nothing of its content.
  useAssistantFacts(query.data ? { resumeId: query.data.id, resumeTitle: query.data.name } : null)
  if (!query.data) return query.isError && isNotFound(query.error) ? <ResumeNotFound /> : null
  return <ResumePage resume={query.data} updatedAt={query.dataUpdatedAt} />
}
