import { createFileRoute } from '@tanstack/react-router'
import { EditResumePage } from '@/features/resumes/components/edit-resume-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /resumes/edit/{id}: the resume's name, description and address; the server decides who may (canEdit). */
export const Route = createFileRoute('/_authed/resumes/edit/$id')({
  component: EditResumeRoute,
})

function EditResumeRoute() {
  const { id } = Route.useParams()
  usePageMeta({ title: 'Edit resume', noindex: true })
  return <EditResumePage id={id} />
}
