import { and, count, eq, inArray } from 'drizzle-orm'
import type { StageCounts } from '@/api/talent-pools/talent-pool'
import type { Viewer } from '../../core/policy'
import type { Db } from '../../db/client'
import { talentPoolMembers } from '../../db/schema/talent-pools'
import { users } from '../../db/schema/users'
import { visiblePersonCondition } from '../people/people-visibility'
import { emptyStageCounts } from './talent-pool-dto'

/**
 * Members per stage of each pool, counting only people the viewer may see (a member who blocked the viewer
 * is neither listed nor counted), so a pool's counts always match its columns.
 */
export async function stageCountsOf(db: Db, viewer: Viewer, poolIds: readonly string[]) {
  const counts = new Map<string, StageCounts>(poolIds.map((id) => [id, emptyStageCounts()]))
  if (poolIds.length === 0) return counts
  const rows = await db
    .select({ poolId: talentPoolMembers.poolId, stage: talentPoolMembers.stage, n: count() })
    .from(talentPoolMembers)
    .innerJoin(users, eq(users.id, talentPoolMembers.userId))
    .where(and(inArray(talentPoolMembers.poolId, [...poolIds]), visiblePersonCondition(viewer)))
    .groupBy(talentPoolMembers.poolId, talentPoolMembers.stage)
  for (const row of rows) {
    const pool = counts.get(row.poolId)
    if (pool) pool[row.stage] = Number(row.n)
  }
  return counts
}
