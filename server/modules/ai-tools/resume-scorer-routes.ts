import { Hono } from 'hono'
import {
  ResumeCategoryBreakdownSchema,
  ResumeRecommendationsSchema,
  ResumeScorerInputSchema,
  ResumeScoreSchema,
} from '@/api/ai-tools/resume-scorer'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import type { RouteMeta } from '../../core/openapi/route-meta'
import { serviceContext } from '../../core/service-context'
import { validateJson } from '../../core/validate'
import { optionalViewer } from '../../core/viewer'
import { categoryBreakdownFor, recommendationsFor, scoreFor } from './resume-scorer-service'

const describe = (meta: Omit<RouteMeta, 'tags'>) => describeRoute({ tags: ['AI tools'], ...meta })
const HIDDEN = 'NOT_FOUND_ERROR: no resume of that id, or one the caller may not read.'
const SOURCE =
  'Send resumeText (pasted text, no sign-in needed) or resumeId (ours: a saved resume, read as the caller ' +
  'may see it). The built-in engine answers; every score lists its checks (passed, failed, skipped — a ' +
  'skipped check earns nothing) and every suggestion quotes the text it came from.'

/**
 * /api/ResumeScorer (seed 1 §7's AI catalogue, which marks these calls without "(auth)"): score,
 * category-breakdown and recommendations of one resume.
 */
export const resumeScorerRoutes = new Hono<AppEnv>()
  .post(
    '/score',
    describe({
      summary: 'Overall score, grade, category scores and feedback of a resume',
      description: SOURCE,
      auth: 'optional',
      response: ResumeScoreSchema,
      responses: { 404: HIDDEN },
    }),
    optionalViewer(),
    validateJson(ResumeScorerInputSchema),
    async (c) => ok(c, await scoreFor(serviceContext(c), c.var.viewer, c.req.valid('json'))),
  )
  .post(
    '/category-breakdown',
    describe({
      summary: 'Category scores with the strengths and weaknesses behind them',
      description: SOURCE,
      auth: 'optional',
      response: ResumeCategoryBreakdownSchema,
      responses: { 404: HIDDEN },
    }),
    optionalViewer(),
    validateJson(ResumeScorerInputSchema),
    async (c) => ok(c, await categoryBreakdownFor(serviceContext(c), c.var.viewer, c.req.valid('json'))),
  )
  .post(
    '/recommendations',
    describe({
      summary: 'Quick wins, longer-term improvements and rewrite examples from the resume’s own lines',
      description: SOURCE,
      auth: 'optional',
      response: ResumeRecommendationsSchema,
      responses: { 404: HIDDEN },
    }),
    optionalViewer(),
    validateJson(ResumeScorerInputSchema),
    async (c) => ok(c, await recommendationsFor(serviceContext(c), c.var.viewer, c.req.valid('json'))),
  )
