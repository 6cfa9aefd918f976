import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { UUID_PATTERN } from '@/api/uuid'
import { SummarizePage } from '@/features/ai-tools/components/summarize-page'

const id = v.fallback(v.optional(v.pipe(v.string(), v.regex(UUID_PATTERN))), undefined)

/** /tools/summarize-resume (seed 1 §2): ?resumeId= preselects a saved resume. */
export const Route = createFileRoute('/tools/summarize-resume')({
  validateSearch: v.object({ resumeId: id }),
  component: ToolRoute,
})

function ToolRoute() {
  return <SummarizePage resumeId={Route.useSearch().resumeId} />
}
