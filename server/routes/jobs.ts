import { Hono, type Context, type MiddlewareHandler } from 'hono'
import {
  JobAnalyticsQuerySchema,
  JobCreateInputSchema,
  JobListQuerySchema,
  JobStatusInputSchema,
  JobSummaryQuerySchema,
  JobUpdateInputSchema,
  SAVE_JOB_TEXTS,
} from '@/api/jobs'
import type { AppEnv } from '../http/app-env'
import { ok } from '../http/envelope'
import { requireAuth, requireVerified } from '../http/identity'
import { validateJson, validateQuery } from '../http/validate'
import type { AuthContext } from '../services/auth/sessions'
import { viewerFor } from '../services/companies/viewer'
import { getJobDetail } from '../services/jobs/job-detail'
import { searchJobs, jobSummaries } from '../services/jobs/job-search'
import { saveJob, savedJobs, unsaveJob } from '../services/jobs/job-saves'
import { jobAnalytics } from '../services/jobs/job-stats'
import {
  changeJobStatus,
  cloneJob,
  createJob,
  deleteJob,
  loadJobFor,
  updateJob,
} from '../services/jobs/job-write'
import type { Viewer } from '../services/policy'

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
  .get('/', optionalAuth, validateQuery(JobListQuerySchema), async (c) => {
    const viewer = await viewerOf(c)
    return ok(c, await searchJobs(c.var.deps.db, c.req.valid('query'), viewer, c.var.deps.now()))
  })
  .get('/GetSummaryItems', requireAuth, validateQuery(JobSummaryQuerySchema), async (c) => {
    const viewer = await signedIn(c)
    return ok(c, await jobSummaries(c.var.deps.db, viewer, c.req.valid('query'), c.var.deps.now()))
  })
  .get('/saved', requireAuth, async (c) => {
    const viewer = await signedIn(c)
    return ok(c, await savedJobs(c.var.deps.db, viewer, c.var.deps.now()))
  })
  .get('/slug/:slug', optionalAuth, async (c) => {
    const viewer = await viewerOf(c)
    const slug = c.req.param('slug').trim().toLowerCase()
    return ok(c, await getJobDetail(c.var.deps.db, viewer, { slug }, c.var.deps.now()))
  })
  .post('/', requireAuth, requireVerified, validateJson(JobCreateInputSchema), async (c) => {
    const viewer = await signedIn(c)
    const job = await createJob(c.var.deps.db, viewer, c.req.valid('json'), c.var.deps.now())
    return ok(c, job, job.status === 'draft' ? 'Draft saved.' : 'Job posted.', 201)
  })
  .get('/:id', optionalAuth, async (c) => {
    const viewer = await viewerOf(c)
    return ok(c, await getJobDetail(c.var.deps.db, viewer, { id: c.req.param('id') }, c.var.deps.now()))
  })
  .put('/:id', requireAuth, requireVerified, validateJson(JobUpdateInputSchema), async (c) => {
    const viewer = await signedIn(c)
    const job = await updateJob(
      c.var.deps.db,
      viewer,
      c.req.param('id'),
      c.req.valid('json'),
      c.var.deps.now(),
    )
    return ok(c, job, 'Job updated.')
  })
  .delete('/:id', requireAuth, requireVerified, async (c) => {
    const viewer = await signedIn(c)
    return ok(c, await deleteJob(c.var.deps.db, viewer, c.req.param('id'), c.var.deps.now()), 'Job deleted.')
  })
  .post('/:id/status', requireAuth, requireVerified, validateJson(JobStatusInputSchema), async (c) => {
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
  })
  .post('/:id/clone', requireAuth, requireVerified, async (c) => {
    const viewer = await signedIn(c)
    return ok(
      c,
      await cloneJob(c.var.deps.db, viewer, c.req.param('id'), c.var.deps.now()),
      'Draft copy created.',
      201,
    )
  })
  .get('/:id/analytics', requireAuth, validateQuery(JobAnalyticsQuerySchema), async (c) => {
    const viewer = await signedIn(c)
    const now = c.var.deps.now()
    const record = await loadJobFor(c.var.deps.db, viewer, { id: c.req.param('id') }, 'analytics', now)
    return ok(c, await jobAnalytics(c.var.deps.db, record, c.req.valid('query'), now))
  })
  .post('/:id/save', requireAuth, async (c) => {
    const viewer = await signedIn(c)
    const state = await saveJob(c.var.deps.db, viewer, c.req.param('id'), c.var.deps.now())
    return ok(c, state, SAVE_JOB_TEXTS.saved)
  })
  .delete('/:id/save', requireAuth, async (c) => {
    const viewer = await signedIn(c)
    const state = await unsaveJob(c.var.deps.db, viewer, c.req.param('id'), c.var.deps.now())
    return ok(c, state, SAVE_JOB_TEXTS.removed)
  })
