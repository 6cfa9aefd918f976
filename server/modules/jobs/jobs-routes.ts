import { Hono } from 'hono'
import { JobAnalyticsQuerySchema, JobAnalyticsSchema } from '@/api/jobs/job-analytics'
import { JobCreateInputSchema, JobDeleteResultSchema, JobUpdateInputSchema } from '@/api/jobs/job-write-input'
import { JobListQuerySchema } from '@/api/jobs/job-search-query'
import { JobListResponseSchema, JobSchema } from '@/api/jobs/job-full'
import { JobSaveStateSchema, SAVE_JOB_TEXTS, SavedJobListSchema } from '@/api/jobs/job-saves'
import { JobStatusInputSchema } from '@/api/jobs/job-statuses'
import { JobSummaryListSchema, JobSummaryQuerySchema } from '@/api/jobs/job-summary'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import { serviceContext } from '../../core/service-context'
import { validateJson, validateQuery } from '../../core/validate'
import { getJobDetail } from './job-detail'
import { searchJobs, jobSummaries } from './job-search'
import { saveJob, savedJobs, unsaveJob } from './job-saves'
import { jobAnalytics } from './job-stats'
import { changeJobStatus, cloneJob, createJob, deleteJob, updateJob } from './job-write'
import { optionalViewer, requireViewer } from '../../core/viewer'

/**
 * /api/Job (spec: calls, "Jobs"): search, own summaries, detail by id or slug, create, edit, delete, status,
 * clone, analytics, save/unsave and the saved list. CreateFromFile, Extract, apply and alerts live in their
 * own routers, mounted before this one.
 *
 * Public reads accept a bearer token: with one, the caller is identified (owners see their hidden jobs,
 * isSaved and permissions are filled in); a token that is present but invalid is a 401 like anywhere else.
 */
export const jobsRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      summary: 'Search the listed jobs',
      description:
        'Full-text `search` (every word, the last also as a prefix); filters combine with AND, comma-separated ' +
        'values within one with OR (skills: AND). Salaries compare as yearly amounts. Unknown parameters are ' +
        'ignored.',
      tags: ['Jobs'],
      auth: 'optional',
      response: JobListResponseSchema,
    }),
    optionalViewer(),
    validateQuery(JobListQuerySchema),
    async (c) => {
      const viewer = c.var.viewer
      return ok(c, await searchJobs(serviceContext(c), c.req.valid('query'), viewer))
    },
  )
  .get(
    '/GetSummaryItems',
    describeRoute({
      summary: 'The caller’s own jobs and their account’s, with counts',
      tags: ['Jobs'],
      auth: 'required',
      response: JobSummaryListSchema,
    }),
    ...requireViewer(),
    validateQuery(JobSummaryQuerySchema),
    async (c) => {
      const viewer = c.var.viewer
      return ok(c, await jobSummaries(serviceContext(c), viewer, c.req.valid('query')))
    },
  )
  .get(
    '/saved',
    describeRoute({
      summary: 'Every saved job, newest save first, with how each stands now',
      tags: ['Jobs'],
      auth: 'required',
      response: SavedJobListSchema,
    }),
    ...requireViewer(),
    async (c) => {
      const viewer = c.var.viewer
      return ok(c, await savedJobs(serviceContext(c), viewer))
    },
  )
  .get(
    '/slug/:slug',
    describeRoute({
      summary: 'A job by slug',
      tags: ['Jobs'],
      auth: 'optional',
      params: { slug: 'The job’s slug (any case).' },
      response: JobSchema,
      responses: { 404: 'NOT_FOUND_ERROR: unknown, or hidden from the caller.' },
    }),
    optionalViewer(),
    async (c) => {
      const viewer = c.var.viewer
      const slug = c.req.param('slug').trim().toLowerCase()
      return ok(c, await getJobDetail(serviceContext(c), viewer, { slug }))
    },
  )
  .post(
    '/',
    describeRoute({
      summary: 'Post a job (or save a draft)',
      description: 'Without `companyId`, the company of the caller’s current account is used.',
      tags: ['Jobs'],
      auth: 'verified',
      status: 201,
      response: JobSchema,
      responses: { 403: 'AUTHORIZATION_ERROR: the caller may not post jobs, or not for that company.' },
    }),
    ...requireViewer({ verified: true }),
    validateJson(JobCreateInputSchema),
    async (c) => {
      const viewer = c.var.viewer
      const job = await createJob(serviceContext(c), viewer, c.req.valid('json'))
      return ok(c, job, job.status === 'draft' ? 'Draft saved.' : 'Job posted.', 201)
    },
  )
  .get(
    '/:id',
    describeRoute({
      summary: 'A job by id',
      description: 'A view by anyone outside the job’s company counts one view.',
      tags: ['Jobs'],
      auth: 'optional',
      params: { id: 'The job id (uuid).' },
      response: JobSchema,
      responses: { 404: 'NOT_FOUND_ERROR: unknown, or hidden from the caller.' },
    }),
    optionalViewer(),
    async (c) => {
      const viewer = c.var.viewer
      return ok(c, await getJobDetail(serviceContext(c), viewer, { id: c.req.param('id') }))
    },
  )
  .put(
    '/:id',
    describeRoute({
      summary: 'Edit a job: only the fields sent change',
      tags: ['Jobs'],
      auth: 'verified',
      params: { id: 'The job id (uuid).' },
      response: JobSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: no edit right (or no manage right for a status change).',
        404: 'NOT_FOUND_ERROR: unknown, or hidden from the caller.',
        409: 'CONFLICT_ERROR: a status move the lifecycle refuses.',
      },
    }),
    ...requireViewer({ verified: true }),
    validateJson(JobUpdateInputSchema),
    async (c) => {
      const viewer = c.var.viewer
      const job = await updateJob(serviceContext(c), viewer, c.req.param('id'), c.req.valid('json'))
      return ok(c, job, 'Job updated.')
    },
  )
  .delete(
    '/:id',
    describeRoute({
      summary: 'Delete a job (a tombstone: it leaves every list at once)',
      tags: ['Jobs'],
      auth: 'verified',
      params: { id: 'The job id (uuid).' },
      response: JobDeleteResultSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: no delete right.',
        404: 'NOT_FOUND_ERROR: unknown, hidden from the caller, or already deleted.',
      },
    }),
    ...requireViewer({ verified: true }),
    async (c) => {
      const viewer = c.var.viewer
      return ok(c, await deleteJob(serviceContext(c), viewer, c.req.param('id')), 'Job deleted.')
    },
  )
  .post(
    '/:id/status',
    describeRoute({
      summary: 'Publish, pause, close, reopen or mark a job hired',
      tags: ['Jobs'],
      auth: 'verified',
      params: { id: 'The job id (uuid).' },
      response: JobSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: no manage right.',
        404: 'NOT_FOUND_ERROR: unknown, or hidden from the caller.',
        409: 'CONFLICT_ERROR: a move the lifecycle refuses (`details.allowed`), or an expired job.',
      },
    }),
    ...requireViewer({ verified: true }),
    validateJson(JobStatusInputSchema),
    async (c) => {
      const viewer = c.var.viewer
      const { status } = c.req.valid('json')
      const { job, message } = await changeJobStatus(serviceContext(c), viewer, c.req.param('id'), status)
      return ok(c, job, message)
    },
  )
  .post(
    '/:id/clone',
    describeRoute({
      summary: 'Copy a job into a new draft',
      tags: ['Jobs'],
      auth: 'verified',
      status: 201,
      params: { id: 'The job id (uuid).' },
      response: JobSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: no edit right, or the caller may not post jobs.',
        404: 'NOT_FOUND_ERROR: unknown, or hidden from the caller.',
      },
    }),
    ...requireViewer({ verified: true }),
    async (c) => {
      const viewer = c.var.viewer
      return ok(c, await cloneJob(serviceContext(c), viewer, c.req.param('id')), 'Draft copy created.', 201)
    },
  )
  .get(
    '/:id/analytics',
    describeRoute({
      summary: 'Views, saves and applications per UTC day',
      description: 'Default the last 30 days ending today; at most 366 days.',
      tags: ['Jobs'],
      auth: 'required',
      params: { id: 'The job id (uuid).' },
      response: JobAnalyticsSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: no analytics right.',
        404: 'NOT_FOUND_ERROR: unknown, or hidden from the caller.',
      },
    }),
    ...requireViewer(),
    validateQuery(JobAnalyticsQuerySchema),
    async (c) => {
      const viewer = c.var.viewer
      return ok(c, await jobAnalytics(serviceContext(c), viewer, c.req.param('id'), c.req.valid('query')))
    },
  )
  .post(
    '/:id/save',
    describeRoute({
      summary: 'Save a job (saving a saved job is a no-op)',
      tags: ['Jobs'],
      auth: 'required',
      params: { id: 'The job id (uuid).' },
      response: JobSaveStateSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: the caller’s own job or their account’s.',
        404: 'NOT_FOUND_ERROR: unknown, or hidden from the caller.',
        409: 'CONFLICT_ERROR: over 1,000 saved jobs.',
      },
    }),
    ...requireViewer(),
    async (c) => {
      const viewer = c.var.viewer
      const state = await saveJob(serviceContext(c), viewer, c.req.param('id'))
      return ok(c, state, SAVE_JOB_TEXTS.saved)
    },
  )
  .delete(
    '/:id/save',
    describeRoute({
      summary: 'Unsave a job (unsaving an unsaved job is a no-op)',
      tags: ['Jobs'],
      auth: 'required',
      params: { id: 'The job id (uuid).' },
      response: JobSaveStateSchema,
      responses: { 404: 'NOT_FOUND_ERROR: unknown, or hidden from the caller.' },
    }),
    ...requireViewer(),
    async (c) => {
      const viewer = c.var.viewer
      const state = await unsaveJob(serviceContext(c), viewer, c.req.param('id'))
      return ok(c, state, SAVE_JOB_TEXTS.removed)
    },
  )
