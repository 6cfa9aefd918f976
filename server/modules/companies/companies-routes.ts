import { Hono, type Context, type MiddlewareHandler } from 'hono'
import {
  CompanyJobsQuerySchema,
  CompanyListQuerySchema,
  CompanyListResponseSchema,
  CompanyProfileSchema,
  CompanyStatsSchema,
  CreateCompanyInputSchema,
  FollowedCompaniesSchema,
  FollowingStatusSchema,
  FollowResultSchema,
  TrendingCompaniesSchema,
  TrendingQuerySchema,
  UpdateCompanyInputSchema,
  UpdateOnboardingTaskInputSchema,
} from '@/api/companies'
import { JobListResponseSchema } from '@/api/jobs'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import { identityContext, requireAuth, requireVerified } from '../../core/identity'
import { validateJson, validateQuery } from '../../core/validate'
import { authenticate, type AuthContext } from '../auth/sessions'
import { findCompanyBySlug, getCompanyProfile, loadCompanyFor, type CompanyContext } from './companies'
import { createCompany, updateCompany } from './company-edit'
import { publishCompany, setOnboardingTask } from './company-onboarding'
import { followCompany, followedCompanies, followingStatus, unfollowCompany } from './company-follows'
import { companyStats } from './company-counts'
import { companyJobsPage } from './company-jobs'
import { listPublicCompanies, trendingCompanies } from './company-list'
import { viewerFor } from './viewer'
import type { Viewer } from '../../core/policy'

type CompaniesEnv = AppEnv & { Variables: { viewer: Viewer } }

const BEARER = /^Bearer\s+(\S+)$/i

/**
 * Public reads answer signed-out visitors too: a valid bearer token makes the caller known (ownership,
 * isFollowing); a missing or stale one reads as signed out rather than failing a public page.
 */
const optionalViewer: MiddlewareHandler<CompaniesEnv> = async (c, next) => {
  const viewer = await viewerFromBearer(c)
  c.set('viewer', viewer)
  // What a signed-in caller gets depends on who they are: never keep it in a shared cache.
  if (viewer) c.header('Cache-Control', 'private, no-store')
  await next()
}

async function viewerFromBearer(c: Context<CompaniesEnv>): Promise<Viewer> {
  const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1]
  const ctx = identityContext(c as unknown as Context<AppEnv>)
  const auth: AuthContext | null = token ? await authenticate(ctx, token).catch(() => null) : null
  return viewerFor(c.var.deps.db, auth)
}

/** After requireAuth: the viewer for the policy. */
const signedInViewer: MiddlewareHandler<CompaniesEnv> = async (c, next) => {
  c.set('viewer', await viewerFor(c.var.deps.db, c.var.auth))
  c.header('Cache-Control', 'private, no-store')
  await next()
}

const context = (c: Context<CompaniesEnv>): CompanyContext => ({ db: c.var.deps.db, now: c.var.deps.now })
const signedIn = (c: Context<CompaniesEnv>) => c.var.viewer as NonNullable<Viewer>

/**
 * /api/Companies/* (seed 2 §7 "Companies", docs/api.md "Companies"). Static paths come before /:id.
 * Writes need a verified address, like every other change of one's data.
 */
export const companiesRoutes = new Hono<CompaniesEnv>()
  .get(
    '/public',
    describeRoute({
      summary: 'Search the listed companies',
      description: 'Every word of `search` must occur; filters combine with AND; empty values are no filter.',
      tags: ['Companies'],
      auth: 'none',
      response: CompanyListResponseSchema,
    }),
    validateQuery(CompanyListQuerySchema),
    async (c) => ok(c, await listPublicCompanies(c.var.deps.db, c.req.valid('query'), c.var.deps.now())),
  )
  .get(
    '/trending',
    describeRoute({
      summary: 'Listed companies by follows and views of the last 7 days',
      tags: ['Companies'],
      auth: 'none',
      response: TrendingCompaniesSchema,
    }),
    validateQuery(TrendingQuerySchema),
    async (c) => ok(c, await trendingCompanies(c.var.deps.db, c.req.valid('query').limit, c.var.deps.now())),
  )
  .get(
    '/me/followed',
    describeRoute({
      summary: 'The companies the user follows, newest follow first',
      tags: ['Companies'],
      auth: 'required',
      response: FollowedCompaniesSchema,
    }),
    requireAuth,
    signedInViewer,
    async (c) => ok(c, await followedCompanies(c.var.deps.db, signedIn(c), c.var.deps.now())),
  )
  .get(
    '/slug/:slug',
    describeRoute({
      summary: 'A company profile by slug',
      description: 'A valid bearer token adds the caller’s flags; a stale one reads as signed out.',
      tags: ['Companies'],
      auth: 'optional',
      params: { slug: 'The company’s slug.' },
      response: CompanyProfileSchema,
      responses: { 404: 'NOT_FOUND_ERROR: unknown, or hidden from the caller.' },
    }),
    optionalViewer,
    async (c) => {
      const row = await findCompanyBySlug(c.var.deps.db, c.req.param('slug'))
      const visible = await loadCompanyFor(c.var.deps.db, c.var.viewer, row?.id ?? c.req.param('slug'))
      return ok(c, await getCompanyProfile(context(c), c.var.viewer, visible))
    },
  )
  .post(
    '/',
    describeRoute({
      summary: 'Create a company (a draft owned by the caller)',
      tags: ['Companies'],
      auth: 'verified',
      status: 201,
      response: CompanyProfileSchema,
      responses: { 403: 'AUTHORIZATION_ERROR: only employers and admins create companies.' },
    }),
    requireAuth,
    requireVerified,
    signedInViewer,
    validateJson(CreateCompanyInputSchema),
    async (c) =>
      ok(c, await createCompany(context(c), c.var.viewer, c.req.valid('json')), 'Company created.', 201),
  )
  // "false on error": nothing here answers anything but 200 { isFollowing }.
  .get(
    '/:id/following-status',
    describeRoute({
      summary: 'Whether the caller follows the company',
      description: '`false` when signed out, for an unknown id and on any error: never anything but 200.',
      tags: ['Companies'],
      auth: 'optional',
      params: { id: 'The company’s id or slug.' },
      response: FollowingStatusSchema,
    }),
    async (c) => {
      c.header('Cache-Control', 'private, no-store')
      const isFollowing = await viewerFromBearer(c)
        .then((viewer) => followingStatus(c.var.deps.db, viewer, c.req.param('id')))
        .catch(() => false)
      return ok(c, { isFollowing })
    },
  )
  .get(
    '/:id/stats',
    describeRoute({
      summary: 'A company’s job and follower counts',
      tags: ['Companies'],
      auth: 'optional',
      params: { id: 'The company’s id or slug.' },
      response: CompanyStatsSchema,
      responses: { 404: 'NOT_FOUND_ERROR: unknown, or hidden from the caller.' },
    }),
    optionalViewer,
    async (c) =>
      ok(
        c,
        await companyStats(
          c.var.deps.db,
          await loadCompanyFor(c.var.deps.db, c.var.viewer, c.req.param('id')),
          c.var.deps.now(),
        ),
      ),
  )
  .get(
    '/:id/jobs',
    describeRoute({
      summary: 'A company’s jobs: listed ones, or all of them for its own account',
      tags: ['Companies'],
      auth: 'optional',
      params: { id: 'The company’s id or slug.' },
      response: JobListResponseSchema,
      responses: { 404: 'NOT_FOUND_ERROR: unknown, or hidden from the caller.' },
    }),
    optionalViewer,
    validateQuery(CompanyJobsQuerySchema),
    async (c) =>
      ok(
        c,
        await companyJobsPage(
          c.var.deps.db,
          c.var.viewer,
          await loadCompanyFor(c.var.deps.db, c.var.viewer, c.req.param('id')),
          c.req.valid('query'),
          c.var.deps.now(),
        ),
      ),
  )
  .post(
    '/:id/follow',
    describeRoute({
      summary: 'Follow a company (following twice is following once)',
      tags: ['Companies'],
      auth: 'verified',
      params: { id: 'The company’s id or slug.' },
      response: FollowResultSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: the caller created it or works in its account.',
        404: 'NOT_FOUND_ERROR: unknown, or hidden from the caller.',
      },
    }),
    requireAuth,
    requireVerified,
    signedInViewer,
    async (c) => ok(c, await followCompany(c.var.deps.db, signedIn(c), c.req.param('id'), c.var.deps.now())),
  )
  .delete(
    '/:id/follow',
    describeRoute({
      summary: 'Unfollow a company (also one hidden or deleted since)',
      tags: ['Companies'],
      auth: 'verified',
      params: { id: 'The company’s id or slug.' },
      response: FollowResultSchema,
      responses: { 404: 'NOT_FOUND_ERROR: unknown slug.' },
    }),
    requireAuth,
    requireVerified,
    signedInViewer,
    async (c) => ok(c, await unfollowCompany(c.var.deps.db, signedIn(c), c.req.param('id'))),
  )
  .put(
    '/:id/onboarding/tasks/:taskId',
    describeRoute({
      summary: 'Tick or untick an onboarding task',
      description: 'A required task can only be ticked when its data is there (400 naming what is missing).',
      tags: ['Companies'],
      auth: 'verified',
      params: { id: 'The company’s id or slug.', taskId: 'The task (`basics`, `about`, `logo`…).' },
      response: CompanyProfileSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: no edit right.',
        404: 'NOT_FOUND_ERROR: unknown company or task.',
      },
    }),
    requireAuth,
    requireVerified,
    signedInViewer,
    validateJson(UpdateOnboardingTaskInputSchema),
    async (c) =>
      ok(
        c,
        await setOnboardingTask(
          context(c),
          c.var.viewer,
          c.req.param('id'),
          c.req.param('taskId'),
          c.req.valid('json').completed,
        ),
      ),
  )
  .post(
    '/:id/publish',
    describeRoute({
      summary: 'Publish a company whose required onboarding is complete',
      tags: ['Companies'],
      auth: 'verified',
      params: { id: 'The company’s id or slug.' },
      response: CompanyProfileSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: no manage right.',
        404: 'NOT_FOUND_ERROR: unknown, or hidden from the caller.',
        409: 'CONFLICT_ERROR: already published, or required tasks incomplete (`details.incompleteTasks`).',
      },
    }),
    requireAuth,
    requireVerified,
    signedInViewer,
    async (c) =>
      ok(c, await publishCompany(context(c), c.var.viewer, c.req.param('id')), 'Company published.'),
  )
  .get(
    '/:id',
    describeRoute({
      summary: 'A company profile by id or slug',
      description: 'Each view by someone outside the company counts one view.',
      tags: ['Companies'],
      auth: 'optional',
      params: { id: 'The company’s id or slug.' },
      response: CompanyProfileSchema,
      responses: { 404: 'NOT_FOUND_ERROR: unknown, or hidden from the caller.' },
    }),
    optionalViewer,
    async (c) => {
      const row = await loadCompanyFor(c.var.deps.db, c.var.viewer, c.req.param('id'))
      return ok(c, await getCompanyProfile(context(c), c.var.viewer, row))
    },
  )
  .put(
    '/:id',
    describeRoute({
      summary: 'Edit a company profile, its status or visibility',
      description: 'Status and visibility need the manage right and follow the status rules of docs/api.md.',
      tags: ['Companies'],
      auth: 'verified',
      params: { id: 'The company’s id or slug.' },
      response: CompanyProfileSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: no edit (or manage) right.',
        404: 'NOT_FOUND_ERROR: unknown, or hidden from the caller.',
        409: 'CONFLICT_ERROR: a status move the rules refuse.',
      },
    }),
    requireAuth,
    requireVerified,
    signedInViewer,
    validateJson(UpdateCompanyInputSchema),
    async (c) =>
      ok(
        c,
        await updateCompany(context(c), c.var.viewer, c.req.param('id'), c.req.valid('json')),
        'Company updated.',
      ),
  )
