import type { MiddlewareHandler } from 'hono'
import { ErrorCode } from '@/api/errors'
import {
  FEATURE_FLAG_DEFAULTS,
  FEATURE_FLAG_KEYS,
  featureDisabledMessage,
  type FeatureFlag,
  type FeatureFlags,
} from '@/api/feature-flags'
import type { Db } from '../db/client'
import { featureFlags } from '../db/schema/administration'
import type { AppEnv } from './app-env'
import { AppError } from './app-error'

/**
 * The platform's feature flags (seed 1 §1, issue 18): the stored value where an admin set one, else the
 * default. Read from the database on every check (one tiny table), so a change takes effect at once in every
 * server process; admins set them through the administration module.
 */
export async function readFeatureFlags(db: Db): Promise<FeatureFlags> {
  const rows = await db.select({ key: featureFlags.key, enabled: featureFlags.enabled }).from(featureFlags)
  const flags: FeatureFlags = { ...FEATURE_FLAG_DEFAULTS }
  for (const row of rows) {
    if ((FEATURE_FLAG_KEYS as string[]).includes(row.key)) flags[row.key as FeatureFlag] = row.enabled
  }
  return flags
}

export async function isFeatureOn(db: Db, flag: FeatureFlag): Promise<boolean> {
  return (await readFeatureFlags(db))[flag]
}

/** 403 FEATURE_DISABLED, naming the feature. */
export const featureDisabled = (flag: FeatureFlag) =>
  new AppError(ErrorCode.FEATURE_DISABLED, { message: featureDisabledMessage(flag), details: { flag } })

/** A route's guard: refuses the call while an admin has the feature turned off. */
export function requireFeature(flag: FeatureFlag): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!(await isFeatureOn(c.var.deps.db, flag))) throw featureDisabled(flag)
    await next()
  }
}
