import { createFileRoute } from '@tanstack/react-router'
import { ApplicationMatch } from '@/features/ai-tools/components/application-match'
import { ReviewBoardPage } from '@/features/applications/components/review-board-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/**
 * /jobs/{id}/applicants (ours): the job's review board. The server decides who may see it (403 → a message).
 * An open application shows the explained job match of the AI tools (issue 16).
 */
export const Route = createFileRoute('/_authed/jobs/$id/applicants')({
  component: ApplicantsRoute,
})

const applicationMatch = (applicationId: string) => <ApplicationMatch applicationId={applicationId} />

function ApplicantsRoute() {
  const { id } = Route.useParams()
  usePageMeta({ title: 'Applicants', noindex: true })
  return <ReviewBoardPage jobId={id} applicationExtra={applicationMatch} />
}
