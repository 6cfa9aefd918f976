import { Hono } from 'hono'
import {
  AtsAnalysisInputSchema,
  AtsAnalysisSchema,
  KeywordSuggestionsInputSchema,
  KeywordSuggestionsSchema,
  OptimizeInputSchema,
  OptimizeResultSchema,
} from '@/api/ai-tools/resume-optimizer'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import type { RouteMeta } from '../../core/openapi/route-meta'
import { serviceContext } from '../../core/service-context'
import { validateJson } from '../../core/validate'
import { requireViewer } from '../../core/viewer'
import { atsAnalysisFor, keywordSuggestionsFor, optimizeFor } from './resume-optimizer-service'

const describe = (meta: Omit<RouteMeta, 'tags'>) => describeRoute({ tags: ['AI tools'], ...meta })
const HIDDEN = 'NOT_FOUND_ERROR: no resume of that id, or one the caller may not read.'
const SOURCE =
  'resumeText (pasted) or resumeId (ours: a saved resume the caller may read). Built-in engine; every score ' +
  'lists its checks and every issue quotes the text that shows it.'

/** /api/ResumeOptimizer (seed 1 §7's AI catalogue, each "(auth)"): optimize, ats-analysis, keyword-suggestions. */
export const resumeOptimizerRoutes = new Hono<AppEnv>()
  .post(
    '/optimize',
    describe({
      summary: 'Overall, ATS and keyword scores, improvements and an industry benchmark',
      description: `${SOURCE} With jobDescription the keyword score is the job's keywords found in the resume; without it, the industry's common O*NET technologies (industry given, or guessed from the resume).`,
      auth: 'required',
      response: OptimizeResultSchema,
      responses: { 404: HIDDEN },
    }),
    ...requireViewer(),
    validateJson(OptimizeInputSchema),
    async (c) => ok(c, await optimizeFor(serviceContext(c), c.var.viewer, c.req.valid('json'))),
  )
  .post(
    '/ats-analysis',
    describe({
      summary:
        'ATS compatibility: layouts, contact details and sections an applicant tracking system reads badly',
      description: SOURCE,
      auth: 'required',
      response: AtsAnalysisSchema,
      responses: { 404: HIDDEN },
    }),
    ...requireViewer(),
    validateJson(AtsAnalysisInputSchema),
    async (c) => ok(c, await atsAnalysisFor(serviceContext(c), c.var.viewer, c.req.valid('json'))),
  )
  .post(
    '/keyword-suggestions',
    describe({
      summary: 'The industry’s keywords found and missing, and its trending (O*NET Hot) technologies',
      description: `${SOURCE} industry is one of the 40 industries. Data: O*NET 29.3 Technology Skills (CC BY 4.0; the credit line is in source.credit).`,
      auth: 'required',
      response: KeywordSuggestionsSchema,
      responses: { 404: HIDDEN },
    }),
    ...requireViewer(),
    validateJson(KeywordSuggestionsInputSchema),
    async (c) => ok(c, await keywordSuggestionsFor(serviceContext(c), c.var.viewer, c.req.valid('json'))),
  )
