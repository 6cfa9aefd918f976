import { createFileRoute, notFound } from '@tanstack/react-router'
import { EmbeddedResumePage } from '@/features/resume-embed/components/embedded-resume-page'

/** The two other spellings of the embeddable resume's address (seed 2 §2). */
const ALIASES = new Set(['resume', 'resumes'])

/**
 * /embedded/resume/{id or slug} and /embedded/resumes/{id or slug}: the same page as /embedded-resume/{id or slug},
 * rendered here rather than redirected, so a framed address never changes under the frame. One file for both: a
 * file per alias would give the router's generated tree two routes of the same name as /embedded-resume/….
 */
export const Route = createFileRoute('/embedded/$alias/$identifier')({
  staticData: { bare: true },
  beforeLoad: ({ params }) => {
    if (!ALIASES.has(params.alias)) throw notFound()
  },
  component: EmbeddedResumeAliasRoute,
})

function EmbeddedResumeAliasRoute() {
  const { identifier } = Route.useParams()
  return <EmbeddedResumePage identifier={identifier} />
}
