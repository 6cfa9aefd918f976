import * as v from 'valibot'
import { ResumeSchema } from '@/api/resumes/resume-record'
import { resumeQueryOptions } from '@/entities/resume/api/resume-queries'
import type { SeededPage } from '../render-seeded-page'

/**
 * /resumes/{idOrSlug}: `resume` is what GET /api/Resume/{id} answers a visitor for a public resume, seeded under
 * the key the route's loader and page read (the URL's id or slug). Asked for again after hydration: that request
 * counts the view, with the real viewer, and brings a signed-in viewer's actions.
 */
export function resumePage(input: { idOrSlug: string; resume: unknown }): SeededPage {
  const resume = v.parse(ResumeSchema, input.resume)
  return {
    url: `/resumes/${encodeURIComponent(input.idOrSlug)}`,
    seeds: [{ queryKey: resumeQueryOptions(input.idOrSlug, null).queryKey, data: resume, askAgain: true }],
    fallbackTitle: resume.name,
  }
}
