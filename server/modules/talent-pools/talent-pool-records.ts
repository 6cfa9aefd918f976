import { and, eq } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { TALENT_POOL_TEXTS } from '@/api/talent-pools/talent-pool-fields'
import { AppError } from '../../core/app-error'
import { canOnTalentPool, type TalentPoolAction, type Viewer } from '../../core/policy'
import { isUuid } from '../../core/uuid'
import type { Db } from '../../db/client'
import {
  talentPoolMembers,
  talentPools,
  type TalentPoolMemberRow,
  type TalentPoolRow,
} from '../../db/schema/talent-pools'

export const poolNotFound = () =>
  new AppError(ErrorCode.NOT_FOUND_ERROR, { message: TALENT_POOL_TEXTS.notFound })
export const memberNotFound = () =>
  new AppError(ErrorCode.NOT_FOUND_ERROR, { message: TALENT_POOL_TEXTS.memberNotFound })

/**
 * The pool if the policy lets the viewer do `action` to it. A pool the viewer may not even see answers like a
 * missing one (404), so another account's pool ids reveal nothing; seen but not theirs to delete is a 403.
 */
export async function poolFor(
  db: Db,
  viewer: Viewer,
  action: TalentPoolAction,
  id: string,
): Promise<TalentPoolRow> {
  if (!isUuid(id)) throw poolNotFound()
  const [row] = await db.select().from(talentPools).where(eq(talentPools.id, id))
  if (!row || !canOnTalentPool(viewer, 'view', row)) throw poolNotFound()
  if (!canOnTalentPool(viewer, action, row)) throw new AppError(ErrorCode.AUTHORIZATION_ERROR)
  return row
}

/** A member of this pool (the pool already checked), or 404. */
export async function memberOf(db: Db, pool: TalentPoolRow, memberId: string): Promise<TalentPoolMemberRow> {
  if (!isUuid(memberId)) throw memberNotFound()
  const [row] = await db
    .select()
    .from(talentPoolMembers)
    .where(and(eq(talentPoolMembers.id, memberId), eq(talentPoolMembers.poolId, pool.id)))
  if (!row) throw memberNotFound()
  return row
}
