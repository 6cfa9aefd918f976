import { describe, expect, it } from 'vitest'
import { AI_SUGGESTIONS, MAX_SUGGESTIONS } from '@/api/ai/ai-suggestions'
import { trimFacts } from '@/lib/assistant-context/page-facts'
import { pageContext, suggestionsFor } from './page-context'

describe('the page context the assistant gets', () => {
  it('has at most four suggestions on every kind of page', () => {
    for (const list of Object.values(AI_SUGGESTIONS)) expect(list.length).toBeLessThanOrEqual(MAX_SUGGESTIONS)
    expect(suggestionsFor('/resumes/abc').map((s) => s.id)).toEqual([
      'score-resume',
      'improve-resume',
      'match-job',
      'add-task',
    ])
  })

  it('carries only the registered facts, trimmed, and the page’s APIs', () => {
    const facts = trimFacts({
      resumeId: '5b0c7c52-6f35-4d8a-9d2a-8a4c1b1f2e3d',
      resumeTitle: `  ${'Long title '.repeat(40)}  `,
      jobTitle: '   ',
    })
    expect(facts.resumeTitle?.length).toBe(200)
    expect(facts).not.toHaveProperty('jobTitle')
    const context = pageContext('/resumes/5b0c7c52-6f35-4d8a-9d2a-8a4c1b1f2e3d', facts)
    expect(context.contextType).toBe('resume-view')
    expect(context.availableAPIs).toContainEqual({
      id: 'resume',
      endpoint: '/api/Resume/5b0c7c52-6f35-4d8a-9d2a-8a4c1b1f2e3d',
    })
    expect(context.facts).toBe(facts)
  })
})
