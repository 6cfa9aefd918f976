import { createFileRoute } from '@tanstack/react-router'
import { EmbeddedResumePage } from '@/features/resume-embed/components/embedded-resume-page'

/**
 * /embedded-resume/{id or slug}: the resume other sites put in an iframe (the address the embed snippet uses),
 * rendered without the app's shell. /embedded/resume/… and /embedded/resumes/… show the same page.
 */
export const Route = createFileRoute('/embedded-resume/$identifier')({
  staticData: { bare: true },
  component: EmbeddedResumeRoute,
})

function EmbeddedResumeRoute() {
  const { identifier } = Route.useParams()
  return <EmbeddedResumePage identifier={identifier} />
}
