import { createFileRoute } from '@tanstack/react-router'
import { EditResumePage } from '@/features/resumes/components/edit-resume-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /resumes/create/{id}: carrying on with a resume just created — its edit form. */
export const Route = createFileRoute('/_authed/resumes/create/$id')({
  component: ContinueResumeRoute,
})

function ContinueResumeRoute() {
  const { id } = Route.useParams()
  usePageMeta({ title: 'Edit resume', noindex: true })
  return <EditResumePage id={id} />
}
