import { createFileRoute } from '@tanstack/react-router'
import { CreateResumePage } from '@/features/resumes/components/create-resume-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /resumes/new: a new resume (job seekers; others are told who may). */
export const Route = createFileRoute('/_authed/resumes/new')({
  component: NewResumeRoute,
})

function NewResumeRoute() {
  usePageMeta({ title: 'Create a resume', noindex: true })
  return <CreateResumePage />
}
