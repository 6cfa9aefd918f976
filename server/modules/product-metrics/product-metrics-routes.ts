import { Hono } from 'hono'
import {
  PRODUCT_METRICS_TEXTS,
  ProductMetricsQuerySchema,
  ProductMetricsSchema,
  RecomputeResultSchema,
} from '@/api/product-metrics/product-metrics'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import type { RouteMeta } from '../../core/openapi/route-meta'
import { serviceContext } from '../../core/service-context'
import { validateQuery } from '../../core/validate'
import { requireViewer } from '../../core/viewer'
import { productMetrics, productMetricsCsv, requestRecompute } from './product-metrics'

const describe = (meta: Omit<RouteMeta, 'tags'>) => describeRoute({ tags: ['Product metrics'], ...meta })
const FORBIDDEN = {
  403: 'AUTHORIZATION_ERROR: the caller is not an admin or super admin (by their stored role; a persona counts for nothing).',
}
const RANGE =
  'from and to are UTC days, both included (default: the last 30 days up to today; at most 366 days); groups ' +
  'picks sections (default: all). Figures come from the rollups the product-metrics job writes every hour.'

/** /api/admin/product-metrics (issue 18): the admin product dashboard's figures, for platform admins only. */
export const productMetricsRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describe({
      summary: 'Daily product figures by metric',
      description: RANGE,
      auth: 'required',
      response: ProductMetricsSchema,
      responses: FORBIDDEN,
    }),
    ...requireViewer(),
    validateQuery(ProductMetricsQuerySchema),
    async (c) => ok(c, await productMetrics(serviceContext(c), c.var.viewer, c.req.valid('query'))),
  )
  .get(
    '/export.csv',
    describe({
      summary: 'The same figures as CSV',
      description: `${RANGE} One row per day, one column per metric key; money in cents.`,
      auth: 'required',
      responses: FORBIDDEN,
      raw: { mediaType: 'text/csv', description: 'A CSV file (attachment).' },
    }),
    ...requireViewer(),
    validateQuery(ProductMetricsQuerySchema),
    async (c) => {
      const { filename, csv } = await productMetricsCsv(serviceContext(c), c.var.viewer, c.req.valid('query'))
      c.header('Content-Type', 'text/csv; charset=utf-8')
      c.header('Content-Disposition', `attachment; filename="${filename}"`)
      return c.body(csv)
    },
  )
  .post(
    '/recompute',
    describe({
      summary: 'Recompute the figures of a range now',
      description: `${RANGE} Queues one recompute (a second request while one waits queues nothing).`,
      auth: 'verified',
      status: 202,
      response: RecomputeResultSchema,
      responses: FORBIDDEN,
    }),
    ...requireViewer({ verified: true }),
    validateQuery(ProductMetricsQuerySchema),
    async (c) => {
      const result = await requestRecompute(serviceContext(c), c.var.viewer, c.req.valid('query'))
      const message = result.queued
        ? PRODUCT_METRICS_TEXTS.recomputeQueued
        : PRODUCT_METRICS_TEXTS.recomputeWaiting
      return ok(c, result, message, 202)
    },
  )
