import { contextTypeForPath, type AiContextInput, type AiPageFacts } from '@/api/ai/ai-context'
import { AI_SUGGESTIONS, MAX_SUGGESTIONS, type AiSuggestion } from '@/api/ai/ai-suggestions'

/** The page's quick suggestions: at most four (seed 1 §2). */
export const suggestionsFor = (path: string): readonly AiSuggestion[] =>
  AI_SUGGESTIONS[contextTypeForPath(path)].slice(0, MAX_SUGGESTIONS)

/** The APIs of the page the assistant is told about (it reads none of them itself). */
function apisFor(facts: AiPageFacts) {
  const apis: { id: string; endpoint: string }[] = []
  if (facts.resumeId) apis.push({ id: 'resume', endpoint: `/api/Resume/${facts.resumeId}` })
  if (facts.jobId) apis.push({ id: 'job', endpoint: `/api/Job/${facts.jobId}` })
  apis.push({ id: 'tasks', endpoint: '/api/Task' })
  return apis
}

/** The context-aware request's context for a path and the facts its page registered. */
export function pageContext(path: string, facts: AiPageFacts): AiContextInput {
  return {
    contextType: contextTypeForPath(path),
    availableActions: suggestionsFor(path).map(({ id, label }) => ({ id, label })),
    availableAPIs: apisFor(facts),
    facts,
  }
}
