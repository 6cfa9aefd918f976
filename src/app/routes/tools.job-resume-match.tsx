import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { UUID_PATTERN } from '@/api/uuid'
import { MatchToolPage } from '@/features/ai-tools/components/match-tool-page'

const id = v.fallback(v.optional(v.pipe(v.string(), v.regex(UUID_PATTERN))), undefined)

/**
 * /tools/job-resume-match (seed 1 §2; /insights/how-to-use-job-match-analysis-tool lands here): ?resumeId= and
 * ?jobId= preselect a resume and a job (links from a job page or the assistant).
 */
export const Route = createFileRoute('/tools/job-resume-match')({
  validateSearch: v.object({ resumeId: id, jobId: id }),
  component: MatchToolRoute,
})

function MatchToolRoute() {
  return <MatchToolPage search={Route.useSearch()} />
}
