import { Hono } from 'hono'
import { JobMatchInputSchema, JobMatchSchema } from '@/api/ai-tools/match'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { uuidParam } from '../../core/id-param'
import { describeRoute } from '../../core/openapi/describe-route'
import type { RouteMeta } from '../../core/openapi/route-meta'
import { serviceContext } from '../../core/service-context'
import { validateJson } from '../../core/validate'
import { optionalViewer, requireViewer } from '../../core/viewer'
import { matchApplication, matchResumeToJob } from './match-service'

const describe = (meta: Omit<RouteMeta, 'tags'>) => describeRoute({ tags: ['AI tools'], ...meta })
const HIDDEN = 'NOT_FOUND_ERROR: the resume or job is unknown, or hidden from the caller.'

/**
 * /api/JobMatch: the explained job-resume match. Seed 1 §7's AI catalogue names no match call; the path
 * follows its naming. Pasted text needs no sign-in; a saved resume or job is read as the caller may see it.
 */
export const matchRoutes = new Hono<AppEnv>()
  .post(
    '/analyze',
    describe({
      summary: 'How well a resume fits a job, every point explained',
      description:
        'One of resumeText or resumeId and one of jobId or jobDescription. Each check (a skill, the title, ' +
        'years of experience, a degree, the location) is passed, failed or skipped and quotes the resume ' +
        'line that decided it; skipped checks earn nothing.',
      auth: 'optional',
      response: JobMatchSchema,
      responses: { 404: HIDDEN },
    }),
    optionalViewer(),
    validateJson(JobMatchInputSchema),
    async (c) => ok(c, await matchResumeToJob(serviceContext(c), c.var.viewer, c.req.valid('json'))),
  )
  .get(
    '/application/:id',
    describe({
      summary: 'The explained match of one application (its resume or CV against its job)',
      auth: 'required',
      params: { id: 'The application id.' },
      response: JobMatchSchema,
      responses: {
        404: 'NOT_FOUND_ERROR: no such application for the caller, or nothing readable to match.',
      },
    }),
    uuidParam('id', 'This application does not exist.'),
    ...requireViewer(),
    async (c) => ok(c, await matchApplication(serviceContext(c), c.var.viewer, c.req.param('id'))),
  )
