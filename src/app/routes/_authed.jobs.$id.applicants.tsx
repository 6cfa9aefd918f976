import { createFileRoute } from '@tanstack/react-router'
import { ReviewBoardPage } from '@/features/applications/components/review-board-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /jobs/{id}/applicants (ours): the job's review board. The server decides who may see it (403 → a message). */
export const Route = createFileRoute('/_authed/jobs/$id/applicants')({
  component: ApplicantsRoute,
})

function ApplicantsRoute() {
  const { id } = Route.useParams()
  usePageMeta({ title: 'Applicants', noindex: true })
  return <ReviewBoardPage jobId={id} />
}
