import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { UUID_PATTERN } from '@/api/uuid'
import { ValuePropositionPage } from '@/features/ai-tools/components/value-proposition-page'

const id = v.fallback(v.optional(v.pipe(v.string(), v.regex(UUID_PATTERN))), undefined)

/** /tools/value-proposition (seed 1 §2): ?resumeId= and ?jobId= preselect a resume and a job. */
export const Route = createFileRoute('/tools/value-proposition')({
  validateSearch: v.object({ resumeId: id, jobId: id }),
  component: ValuePropositionRoute,
})

function ValuePropositionRoute() {
  return <ValuePropositionPage search={Route.useSearch()} />
}
