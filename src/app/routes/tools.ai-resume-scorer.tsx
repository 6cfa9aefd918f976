import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { UUID_PATTERN } from '@/api/uuid'
import { ResumeScorerPage } from '@/features/ai-tools/components/resume-scorer-page'

const id = v.fallback(v.optional(v.pipe(v.string(), v.regex(UUID_PATTERN))), undefined)

/** /tools/ai-resume-scorer (seed 1 §2): ?resumeId= preselects a saved resume (a resume page's "Score it"). */
export const Route = createFileRoute('/tools/ai-resume-scorer')({
  validateSearch: v.object({ resumeId: id }),
  component: ResumeScorerRoute,
})

function ResumeScorerRoute() {
  return <ResumeScorerPage resumeId={Route.useSearch().resumeId} />
}
