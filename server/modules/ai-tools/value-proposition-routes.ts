import { Hono } from 'hono'
import { ValuePropositionInputSchema, ValuePropositionSchema } from '@/api/ai-tools/value-proposition'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import { serviceContext } from '../../core/service-context'
import { validateJson } from '../../core/validate'
import { optionalViewer } from '../../core/viewer'
import { generateValueProposition } from './value-proposition-service'

/** /api/ValueProposition (issue 16; seed 1 names the ValueProposition page but no call). */
export const valuePropositionRoutes = new Hono<AppEnv>().post(
  '/generate',
  describeRoute({
    tags: ['AI tools'],
    summary: 'A short statement of what the candidate offers a job or employer, from the resume’s facts',
    description:
      'One of resumeText or resumeId; optionally a jobId or jobDescription, and an employer name. Every fact ' +
      'the statement uses is listed with the resume line it came from.',
    auth: 'optional',
    response: ValuePropositionSchema,
    responses: { 404: 'NOT_FOUND_ERROR: the resume or job is unknown, or hidden from the caller.' },
  }),
  optionalViewer(),
  validateJson(ValuePropositionInputSchema),
  async (c) => ok(c, await generateValueProposition(serviceContext(c), c.var.viewer, c.req.valid('json'))),
)
