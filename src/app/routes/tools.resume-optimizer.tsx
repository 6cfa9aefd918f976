import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { UUID_PATTERN } from '@/api/uuid'
import { ResumeOptimizerPage } from '@/features/ai-tools/components/resume-optimizer-page'

const id = v.fallback(v.optional(v.pipe(v.string(), v.regex(UUID_PATTERN))), undefined)

/** /tools/resume-optimizer (seed 1 §2): ?resumeId= preselects a saved resume. */
export const Route = createFileRoute('/tools/resume-optimizer')({
  validateSearch: v.object({ resumeId: id }),
  component: ToolRoute,
})

function ToolRoute() {
  return <ResumeOptimizerPage resumeId={Route.useSearch().resumeId} />
}
