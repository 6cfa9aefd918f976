import type { FeatureFlag, FeatureFlags } from '@/api/feature-flags'
import { readFeatureFlags } from '../../core/feature-flags'
import type { ServiceContext } from '../../core/service-context'
import { featureFlags } from '../../db/schema/administration'
import { recordAdminAction, type AdminActor } from './audit-log'

/** PUT /api/admin/feature-flags/{key}: stored (upsert) and logged with the value before and after. */
export async function setFeatureFlag(
  ctx: ServiceContext,
  actor: AdminActor,
  key: FeatureFlag,
  enabled: boolean,
): Promise<FeatureFlags> {
  const now = ctx.now()
  await ctx.db.transaction(async (tx) => {
    const before = (await readFeatureFlags(tx))[key]
    await tx
      .insert(featureFlags)
      .values({ key, enabled, updatedAt: now, updatedBy: actor.id })
      .onConflictDoUpdate({ target: featureFlags.key, set: { enabled, updatedAt: now, updatedBy: actor.id } })
    await recordAdminAction(
      tx,
      actor,
      'feature-flag.set',
      { kind: 'feature-flag', id: key },
      {
        from: before,
        to: enabled,
      },
      now,
    )
  })
  return readFeatureFlags(ctx.db)
}
