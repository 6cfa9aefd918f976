import { createFileRoute } from '@tanstack/react-router'
import { ResumeUploadPage } from '@/features/resume-upload/components/resume-upload-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /resumes/upload (protected, seed 2 §2): a resume file read on the device, reviewed, then saved. */
export const Route = createFileRoute('/_authed/resumes/upload/')({
  component: ResumeUploadRoute,
})

function ResumeUploadRoute() {
  usePageMeta({ title: 'Upload your resume', noindex: true })
  return <ResumeUploadPage />
}
