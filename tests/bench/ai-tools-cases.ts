// The AI tools that run on the device as well as on the server (issue 16), each as one call of the built-in engine
// on a resume's text and a job description: the same functions the tool pages and server/modules/ai-tools call.
// Imported by the Node side of the bench and bundled as is for the Chromium side (ai-tools-page.ts).
import { categoryBreakdown, recommendations, scoreResume } from '@/lib/ai-engine/score-resume'
import { atsAnalysis } from '@/lib/ai-engine/ats-checks'
import { keywordSuggestions } from '@/lib/ai-engine/industry-keywords'
import { matchResume } from '@/lib/ai-engine/match-engine'
import { jobFromDescription } from '@/lib/ai-engine/match-job'
import { optimizeResume } from '@/lib/ai-engine/optimize-resume'
import { sentimentOf } from '@/lib/ai-engine/sentiment'
import { summarizeResume } from '@/lib/ai-engine/summarize'
import { valueProposition } from '@/lib/ai-engine/value-proposition'

/** `input`: what the tool reads when it is not the resume and the job (the salary calculator). */
export type ToolCase = { name: string; run: (resume: string, job: string) => unknown; input?: string }

const NOW = new Date('2026-11-27T12:00:00Z')
const refs = { job: { id: null, title: 'Job', company: null }, resume: { id: null, name: null } }

/** One entry per tool page; a page that shows several results (the scorer's three tabs) runs them all. */
export const DEVICE_TOOL_CASES: readonly ToolCase[] = [
  {
    name: 'AI resume scorer',
    run: (resume) => [scoreResume(resume), categoryBreakdown(resume), recommendations(resume)],
  },
  {
    name: 'Resume optimizer',
    run: (resume, job) => [
      optimizeResume(resume, { jobDescription: job }),
      atsAnalysis(resume),
      keywordSuggestions(resume, 'Technology'),
    ],
  },
  { name: 'Summarize resume', run: (resume) => summarizeResume(resume) },
  { name: 'Sentiment analysis', run: (resume) => sentimentOf(resume) },
  { name: 'Job–resume match', run: (resume, job) => matchResume(resume, jobFromDescription(job), refs, NOW) },
  {
    name: 'Value proposition',
    run: (resume, job) => valueProposition(resume, { job: jobFromDescription(job), employer: 'Acme' }, NOW),
  },
]
