import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { UUID_PATTERN } from '@/api/uuid'
import { SentimentPage } from '@/features/ai-tools/components/sentiment-page'

const id = v.fallback(v.optional(v.pipe(v.string(), v.regex(UUID_PATTERN))), undefined)

/** /tools/sentiment-analysis (seed 1 §2): ?resumeId= preselects a saved resume. */
export const Route = createFileRoute('/tools/sentiment-analysis')({
  validateSearch: v.object({ resumeId: id }),
  component: ToolRoute,
})

function ToolRoute() {
  return <SentimentPage resumeId={Route.useSearch().resumeId} />
}
