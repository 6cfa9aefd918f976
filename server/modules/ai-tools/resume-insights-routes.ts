import { Hono } from 'hono'
import {
  ResumeInsightInputSchema,
  ResumeSummarySchema,
  SentimentPredictionSchema,
} from '@/api/ai-tools/resume-insights'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import type { RouteMeta } from '../../core/openapi/route-meta'
import { serviceContext } from '../../core/service-context'
import { validateJson } from '../../core/validate'
import { optionalViewer } from '../../core/viewer'
import { sentimentFor, summaryFor } from './resume-insights-service'

const describe = (meta: Omit<RouteMeta, 'tags'>) => describeRoute({ tags: ['AI tools'], ...meta })
const HIDDEN = 'NOT_FOUND_ERROR: no resume of that id, or one the caller may not read.'
const SOURCE =
  'resumeId (seed 2 §7): a saved resume, read as the caller may see it; or resumeText (ours): pasted text. ' +
  'Built-in engine.'

/**
 * POST /api/Resume/Summarize and /api/Resume/SentimentPrediction (seed 2 §7). Mounted before resumesRoutes,
 * so its /:id routes never see these paths.
 */
export const resumeInsightsRoutes = new Hono<AppEnv>()
  .post(
    '/Summarize',
    describe({
      summary: 'A short summary of a resume, built from its own sentences',
      description: `${SOURCE} Each part of the summary (points) names the section and text it was taken from.`,
      auth: 'optional',
      response: ResumeSummarySchema,
      responses: { 404: HIDDEN },
    }),
    optionalViewer(),
    validateJson(ResumeInsightInputSchema),
    async (c) => ok(c, await summaryFor(serviceContext(c), c.var.viewer, c.req.valid('json'))),
  )
  .post(
    '/SentimentPrediction',
    describe({
      summary: 'How positive a resume reads: sentiment and a 0–1 score, with every counted word',
      description: `${SOURCE} score = positive ÷ counted words (a negation flips a word; a fixing verb turns a problem word into a result); fewer than 3 counted words read as neutral (0.5).`,
      auth: 'optional',
      response: SentimentPredictionSchema,
      responses: { 404: HIDDEN },
    }),
    optionalViewer(),
    validateJson(ResumeInsightInputSchema),
    async (c) => ok(c, await sentimentFor(serviceContext(c), c.var.viewer, c.req.valid('json'))),
  )
