import { Hono } from 'hono'
import { ErrorCode } from '@/api/errors'
import {
  NegotiationTipsInputSchema,
  NegotiationTipsSchema,
  SALARY_TEXTS,
  SalaryAnalysisSchema,
  SalaryAnalyzeInputSchema,
} from '@/api/ai-tools/salary'
import { analyzeSalary } from '@/lib/ai-engine/salary-analysis'
import { negotiationTips } from '@/lib/ai-engine/salary-negotiation'
import type { AppEnv } from '../../core/app-env'
import { AppError } from '../../core/app-error'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import type { RouteMeta } from '../../core/openapi/route-meta'
import { validateJson } from '../../core/validate'
import { salaryEngine } from './salary-engine'

const describe = (meta: Omit<RouteMeta, 'tags'>) => describeRoute({ tags: ['AI tools'], ...meta })

/**
 * /api/SalaryAnalyzer (seed 1 §7 AI catalogue). Public wage data about occupations, nothing of the caller's:
 * no sign-in needed, like the calculator page.
 */
export const salaryRoutes = new Hono<AppEnv>()
  .post(
    '/analyze',
    describe({
      summary: 'Market pay for a job title, from BLS OEWS wages',
      description:
        'The title is matched to an O*NET occupation (its titles, reported and alternate titles); the figures ' +
        'are that occupation’s BLS OEWS May 2025 national row (annual USD). The experience, state and group ' +
        'figures are labelled estimates computed from the data rows; `source` names the rows and years.',
      auth: 'none',
      response: SalaryAnalysisSchema,
      responses: { 404: 'NOT_FOUND_ERROR: no occupation matches the title.' },
    }),
    validateJson(SalaryAnalyzeInputSchema),
    async (c) => {
      const input = c.req.valid('json')
      const outcome = analyzeSalary(await salaryEngine(), input)
      if (!outcome.ok) {
        throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: SALARY_TEXTS.noOccupation(input.jobTitle) })
      }
      return ok(c, outcome.analysis)
    },
  )
  .post(
    '/negotiation-tips',
    describe({
      summary: 'Negotiation strategies for an offer against the market rate',
      auth: 'none',
      response: NegotiationTipsSchema,
    }),
    validateJson(NegotiationTipsInputSchema),
    (c) => ok(c, negotiationTips(c.req.valid('json'))),
  )
