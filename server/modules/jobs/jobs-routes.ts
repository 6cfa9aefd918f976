import { Hono, type Context, type MiddlewareHandler } from 'hono'
import {
  JobAnalyticsQuerySchema,
  JobAnalyticsSchema,
  JobCreateInputSchema,
  JobDeleteResultSchema,
  JobListQuerySchema,
  JobListResponseSchema,
  JobSaveStateSchema,
  JobSchema,
  JobStatusInputSchema,
  JobSummaryListSchema,
  JobSummaryQuerySchema,
  JobUpdateInputSchema,
  SAVE_JOB_TEXTS,
  SavedJobListSchema,
} from '@/api/jobs'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import { requireAuth, requireVerified } from '../../core/identity'
import { validateJson, validateQuery } from '../../core/validate'
import type { AuthContext } from '../auth/sessions'
import { viewerFor } from '../companies/viewer'
import { getJobDetail } from './job-detail'
import { searchJobs, jobSummaries } from './job-search'
import { saveJob, savedJobs, unsaveJob } from './job-saves'
import { jobAnalytics } from './job-stats'
import { changeJobStatus, cloneJob, createJob, deleteJob, loadJobFor, updateJob } from './job-write'
import type { Viewer } from '../../core/policy'

/**
 * Public reads accept a bearer token: with one, the caller is identified (owners see their hidden jobs,
 * isSaved and permissions are filled in); a token that is present but invalid is a 401 like anywhere else,
 * so the client refreshes it instead of silently seeing less.
 */
const optionalAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header('authorization') !== undefined) return requireAuth(c, next)
  await next()
}

const authOf = (c: Context<AppEnv>) => (c.get('auth') as AuthContext | undefined) ?? null

async function viewerOf(c: Context<AppEnv>): Promise<Viewer> {
  const viewer = await viewerFor(c.var.deps.db, authOf(c))
  // Answers differ with and without a token (authenticated ones are no-store: noStoreWithCredentials).
  c.header('Vary', 'Authorization')
  return viewer
}

async function signedIn(c: Context<AppEnv>): Promise<NonNullable<Viewer>> {
  const viewer = await viewerOf(c)
  if (!viewer) throw new Error('signedIn() used without requireAuth')
  return viewer
}

/**
 * /api/Job (seed 2 §7 "Jobs"): search, own summaries, detail by id or slug, create, edit, delete, status,
 * clone, analytics, save/unsave and the saved list. CreateFromFile, Extract, apply and alerts live in their
 * own routers, mounted before this one.
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
    optionalAuth,
    validateQuery(JobListQuerySchema),
    async (c) => {
      const viewer = await viewerOf(c)
      return ok(c, await searchJobs(c.var.deps.db, c.req.valid('query'), viewer, c.var.deps.now()))
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
    requireAuth,
    validateQuery(JobSummaryQuerySchema),
    async (c) => {
      const viewer = await signedIn(c)
      return ok(c, await jobSummaries(c.var.deps.db, viewer, c.req.valid('query'), c.var.deps.now()))
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
    requireAuth,
    async (c) => {
      const viewer = await signedIn(c)
      return ok(c, await savedJobs(c.var.deps.db, viewer, c.var.deps.now()))
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
    optionalAuth,
    async (c) => {
      const viewer = await viewerOf(c)
      const slug = c.req.param('slug').trim().toLowerCase()
      return ok(c, await getJobDetail(c.var.deps.db, viewer, { slug }, c.var.deps.now()))
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
    requireAuth,
    requireVerified,
    validateJson(JobCreateInputSchema),
    async (c) => {
      const viewer = await signedIn(c)
      const job = await createJob(c.var.deps.db, viewer, c.req.valid('json'), c.var.deps.now())
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
    optionalAuth,
    async (c) => {
      const viewer = await viewerOf(c)
      return ok(c, await getJobDetail(c.var.deps.db, viewer, { id: c.req.param('id') }, c.var.deps.now()))
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
    requireAuth,
    requireVerified,
    validateJson(JobUpdateInputSchema),
    async (c) => {
      const viewer = await signedIn(c)
      const job = await updateJob(
        c.var.deps.db,
        viewer,
        c.req.param('id'),
        c.req.valid('json'),
        c.var.deps.now(),
      )
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
    requireAuth,
    requireVerified,
    async (c) => {
      const viewer = await signedIn(c)
      return ok(
        c,
        await deleteJob(c.var.deps.db, viewer, c.req.param('id'), c.var.deps.now()),
        'Job deleted.',
      )
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
    requireAuth,
    requireVerified,
    validateJson(JobStatusInputSchema),
    async (c) => {
      const viewer = await signedIn(c)
      const { status } = c.req.valid('json')
      const { job, message } = await changeJobStatus(
        c.var.deps.db,
        viewer,
        c.req.param('id'),
        status,
        c.var.deps.now(),
      )
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
    requireAuth,
    requireVerified,
    async (c) => {
      const viewer = await signedIn(c)
      return ok(
        c,
        await cloneJob(c.var.deps.db, viewer, c.req.param('id'), c.var.deps.now()),
        'Draft copy created.',
        201,
      )
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
    requireAuth,
    validateQuery(JobAnalyticsQuerySchema),
    async (c) => {
      const viewer = await signedIn(c)
      const now = c.var.deps.now()
      const record = await loadJobFor(c.var.deps.db, viewer, { id: c.req.param('id') }, 'analytics', now)
      return ok(c, await jobAnalytics(c.var.deps.db, record, c.req.valid('query'), now))
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
    requireAuth,
    async (c) => {
      const viewer = await signedIn(c)
      const state = await saveJob(c.var.deps.db, viewer, c.req.param('id'), c.var.deps.now())
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
    requireAuth,
    async (c) => {
      const viewer = await signedIn(c)
      const state = await unsaveJob(c.var.deps.db, viewer, c.req.param('id'), c.var.deps.now())
      return ok(c, state, SAVE_JOB_TEXTS.removed)
    },
  )
