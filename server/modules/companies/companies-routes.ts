import { Hono } from 'hono'
import {
  CompanyJobsQuerySchema,
  CompanyListQuerySchema,
  TrendingQuerySchema,
} from '@/api/companies/company-list-query'
import {
  CompanyListResponseSchema,
  CompanyStatsSchema,
  TrendingCompaniesSchema,
} from '@/api/companies/company'
import { CompanyProfileSchema } from '@/api/companies/company-profile'
import { CreateCompanyInputSchema, UpdateCompanyInputSchema } from '@/api/companies/company-write-input'
import {
  FollowedCompaniesSchema,
  FollowingStatusSchema,
  FollowResultSchema,
} from '@/api/companies/company-follow'
import { UpdateOnboardingTaskInputSchema } from '@/api/companies/company-onboarding'
import { JobListResponseSchema } from '@/api/jobs/job-full'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import { serviceContext } from '../../core/service-context'
import { validateJson, validateQuery } from '../../core/validate'
import { findCompanyBySlug, getCompanyProfile, loadCompanyFor } from './companies'
import { createCompany, updateCompany } from './company-edit'
import { publishCompany, setOnboardingTask } from './company-onboarding'
import { followCompany, followedCompanies, followingStatus, unfollowCompany } from './company-follows'
import { companyStats } from './company-counts'
import { companyJobsPage } from './company-jobs'
import { listPublicCompanies, trendingCompanies } from './company-list'
import { optionalViewer, requireViewer, viewerOrSignedOut } from '../../core/viewer'

/**
 * Public reads answer signed-out visitors too: a valid bearer token makes the caller known (ownership,
 * isFollowing); a missing or stale one reads as signed out rather than failing a public page. Company
 * answers have never carried `Vary: Authorization` (jobs and applications do).
 */
const publicViewer = optionalViewer({ invalidToken: 'anonymous', varyOnToken: false })

/**
 * /api/Companies/* (spec: calls, "Companies"; docs/api.md "Companies"). Static paths come before /:id.
 * Writes need a verified address, like every other change of one's data.
 */
export const companiesRoutes = new Hono<AppEnv>()
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
    async (c) => ok(c, await listPublicCompanies(serviceContext(c), c.req.valid('query'))),
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
    async (c) => ok(c, await trendingCompanies(serviceContext(c), c.req.valid('query').limit)),
  )
  .get(
    '/me/followed',
    describeRoute({
      summary: 'The companies the user follows, newest follow first',
      tags: ['Companies'],
      auth: 'required',
      response: FollowedCompaniesSchema,
    }),
    ...requireViewer({ varyOnToken: false }),
    async (c) => ok(c, await followedCompanies(serviceContext(c), c.var.viewer)),
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
    publicViewer,
    async (c) => {
      const row = await findCompanyBySlug(c.var.deps.db, c.req.param('slug'))
      const visible = await loadCompanyFor(c.var.deps.db, c.var.viewer, row?.id ?? c.req.param('slug'))
      return ok(c, await getCompanyProfile(serviceContext(c), c.var.viewer, visible))
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
    ...requireViewer({ verified: true, varyOnToken: false }),
    validateJson(CreateCompanyInputSchema),
    async (c) =>
      ok(
        c,
        await createCompany(serviceContext(c), c.var.viewer, c.req.valid('json')),
        'Company created.',
        201,
      ),
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
      const isFollowing = await viewerOrSignedOut(c)
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
    publicViewer,
    async (c) =>
      ok(
        c,
        await companyStats(
          serviceContext(c),
          await loadCompanyFor(c.var.deps.db, c.var.viewer, c.req.param('id')),
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
    publicViewer,
    validateQuery(CompanyJobsQuerySchema),
    async (c) =>
      ok(
        c,
        await companyJobsPage(
          serviceContext(c),
          c.var.viewer,
          await loadCompanyFor(c.var.deps.db, c.var.viewer, c.req.param('id')),
          c.req.valid('query'),
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
    ...requireViewer({ verified: true, varyOnToken: false }),
    async (c) => ok(c, await followCompany(serviceContext(c), c.var.viewer, c.req.param('id'))),
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
    ...requireViewer({ verified: true, varyOnToken: false }),
    async (c) => ok(c, await unfollowCompany(c.var.deps.db, c.var.viewer, c.req.param('id'))),
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
    ...requireViewer({ verified: true, varyOnToken: false }),
    validateJson(UpdateOnboardingTaskInputSchema),
    async (c) =>
      ok(
        c,
        await setOnboardingTask(
          serviceContext(c),
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
    ...requireViewer({ verified: true, varyOnToken: false }),
    async (c) =>
      ok(c, await publishCompany(serviceContext(c), c.var.viewer, c.req.param('id')), 'Company published.'),
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
    publicViewer,
    async (c) => {
      const row = await loadCompanyFor(c.var.deps.db, c.var.viewer, c.req.param('id'))
      return ok(c, await getCompanyProfile(serviceContext(c), c.var.viewer, row))
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
    ...requireViewer({ verified: true, varyOnToken: false }),
    validateJson(UpdateCompanyInputSchema),
    async (c) =>
      ok(
        c,
        await updateCompany(serviceContext(c), c.var.viewer, c.req.param('id'), c.req.valid('json')),
        'Company updated.',
      ),
  )
