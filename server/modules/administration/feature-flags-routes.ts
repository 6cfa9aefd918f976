import { Hono } from 'hono'
import { etag } from 'hono/etag'
import { FeatureFlagsSchema } from '@/api/feature-flags'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { readFeatureFlags } from '../../core/feature-flags'
import { describeRoute } from '../../core/openapi/describe-route'

/**
 * GET /api/FeatureFlags: the same for everyone, so any cache may keep it, but revalidates it each time (an
 * ETag: usually a 304 without a body), so an admin's change shows on the next read. The server itself checks
 * the stored value on every guarded call.
 */
export const featureFlagsRoutes = new Hono<AppEnv>().get(
  '/',
  describeRoute({
    summary: 'The platform’s feature flags',
    tags: ['Feature flags'],
    auth: 'none',
    response: FeatureFlagsSchema,
  }),
  etag(),
  async (c) => {
    c.header('Cache-Control', 'public, no-cache')
    return ok(c, await readFeatureFlags(c.var.deps.db))
  },
)
