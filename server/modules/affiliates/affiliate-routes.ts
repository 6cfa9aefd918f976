import { Hono } from 'hono'
import {
  AffiliateAdminOverviewSchema,
  CreatedPayoutsSchema,
  PayoutSchema,
} from '@/api/affiliates/affiliate-admin'
import {
  AFFILIATE_TEXTS,
  AffiliateDashboardQuerySchema,
  AffiliateDashboardSchema,
} from '@/api/affiliates/affiliate-dashboard'
import { ErrorCode } from '@/api/errors'
import type { AppEnv } from '../../core/app-env'
import { AppError } from '../../core/app-error'
import { ok } from '../../core/envelope'
import { uuidParam } from '../../core/id-param'
import { describeRoute } from '../../core/openapi/describe-route'
import type { RouteMeta } from '../../core/openapi/route-meta'
import { serviceContext } from '../../core/service-context'
import { validateQuery } from '../../core/validate'
import { requireViewer } from '../../core/viewer'
import { affiliateDashboard } from './affiliate-dashboard'
import { isAffiliate } from './affiliate-policy'
import { adminOverview, markPayoutPaid, openPayoutsCsv, preparePayouts } from './payouts'

const describe = (meta: Omit<RouteMeta, 'tags'>) => describeRoute({ tags: ['Affiliates'], ...meta })
const ADMINS = { 403: 'AUTHORIZATION_ERROR: the caller is not an admin.' }

/** /api/Affiliates (issue 18, decision 041): an affiliate's own dashboard, and the admins' payouts. */
export const affiliateRoutes = new Hono<AppEnv>()
  .get(
    '/me',
    describe({
      summary: 'The caller’s affiliate dashboard: code, links, clicks, sign-ups, conversions and earnings',
      description:
        'Only the caller’s own numbers, bucketed by day (30 days), week (90) or month (365). Referred people ' +
        'appear as numbered referrals, never by name, email or id. The code is made on the first call.',
      auth: 'required',
      response: AffiliateDashboardSchema,
      responses: { 403: 'AUTHORIZATION_ERROR: the caller is not an affiliate.' },
    }),
    ...requireViewer(),
    validateQuery(AffiliateDashboardQuerySchema),
    async (c) => {
      const viewer = c.var.viewer
      if (!isAffiliate(viewer))
        throw new AppError(ErrorCode.AUTHORIZATION_ERROR, { message: AFFILIATE_TEXTS.notAffiliate })
      return ok(
        c,
        await affiliateDashboard(serviceContext(c), viewer.userId, Number(c.req.valid('query').days)),
      )
    },
  )
  .get(
    '/admin',
    describe({
      summary: 'Every affiliate’s totals and the latest payouts (admins)',
      auth: 'required',
      response: AffiliateAdminOverviewSchema,
      responses: ADMINS,
    }),
    ...requireViewer(),
    async (c) => ok(c, await adminOverview(serviceContext(c), c.var.viewer)),
  )
  .post(
    '/payouts',
    describe({
      summary:
        'Prepare payouts: each affiliate’s approved, unpaid commissions that reach the minimum (admins)',
      auth: 'verified',
      status: 201,
      response: CreatedPayoutsSchema,
      responses: { ...ADMINS, 404: 'NOT_FOUND_ERROR: nobody has reached the payout minimum.' },
    }),
    ...requireViewer({ verified: true }),
    async (c) => ok(c, await preparePayouts(serviceContext(c), c.var.viewer), undefined, 201),
  )
  .get(
    '/payouts.csv',
    describe({
      summary: 'The open (unpaid) payouts as CSV, for the bank or PayPal run (admins)',
      auth: 'required',
      raw: { mediaType: 'text/csv', description: 'One line per payout; amounts in currency units.' },
      responses: ADMINS,
    }),
    ...requireViewer(),
    async (c) => {
      const csv = await openPayoutsCsv(serviceContext(c), c.var.viewer)
      const day = serviceContext(c).now().toISOString().slice(0, 10)
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="affiliate-payouts-${day}.csv"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      })
    },
  )
  .post(
    '/payouts/:id/paid',
    describe({
      summary: 'Mark a payout and its commissions paid (admins)',
      auth: 'verified',
      params: { id: 'The payout id.' },
      response: PayoutSchema,
      responses: { ...ADMINS, 404: 'NOT_FOUND_ERROR: no such payout.' },
    }),
    uuidParam('id', AFFILIATE_TEXTS.payoutNotFound),
    ...requireViewer({ verified: true }),
    async (c) => ok(c, await markPayoutPaid(serviceContext(c), c.var.viewer, c.req.param('id'))),
  )
