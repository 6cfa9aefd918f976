import { createFileRoute } from '@tanstack/react-router'
import { CreateResumePage } from '@/features/resumes/components/create-resume-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /resumes/create: the same form as /resumes/new (seed 1 §2 lists both). */
export const Route = createFileRoute('/_authed/resumes/create/')({
  component: CreateResumeRoute,
})

function CreateResumeRoute() {
  usePageMeta({ title: 'Create a resume', noindex: true })
  return <CreateResumePage />
}
