import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import type { TalentPoolDetail, TalentPoolList, TalentPoolSummary } from '@/api/talent-pools/talent-pool'
import { MAX_POOLS_PER_ACCOUNT, TALENT_POOL_TEXTS } from '@/api/talent-pools/talent-pool-fields'
import type { TalentPoolCreateInput } from '@/api/talent-pools/talent-pool-inputs'
import { AppError } from '../../core/app-error'
import { canOnTalentPool, canUseTalentPoolsOf, talentPoolAccountIds } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import type { Db } from '../../db/client'
import { accounts } from '../../db/schema/accounts'
import { talentPools, type TalentPoolRow } from '../../db/schema/talent-pools'
import { stageCountsOf } from './talent-pool-counts'
import { toPoolSummary } from './talent-pool-dto'
import { poolMembers } from './talent-pool-members'
import { poolFor } from './talent-pool-records'

const nameTaken = () => new AppError(ErrorCode.CONFLICT_ERROR, { message: TALENT_POOL_TEXTS.nameTaken })

async function summaries(db: Db, viewer: SignedInViewer, rows: readonly TalentPoolRow[]) {
  const accountIds = [...new Set(rows.map((row) => row.accountId))]
  const [counts, names] = await Promise.all([
    stageCountsOf(
      db,
      viewer,
      rows.map((row) => row.id),
    ),
    accountIds.length === 0
      ? []
      : db
          .select({ id: accounts.id, name: accounts.name })
          .from(accounts)
          .where(inArray(accounts.id, accountIds)),
  ])
  const nameOf = new Map(names.map((account) => [account.id, account.name]))
  return rows.map((row) =>
    toPoolSummary(row, {
      accountName: nameOf.get(row.accountId) ?? '',
      stageCounts: counts.get(row.id)!,
      canDelete: canOnTalentPool(viewer, 'delete', row),
    }),
  )
}

/**
 * GET /api/TalentPool: the pools of every account the caller hires in (or of the one asked for), by name.
 * The account list comes from the policy, so another account's pools are never read, let alone counted.
 */
export async function listPools(db: Db, viewer: SignedInViewer, accountId?: string): Promise<TalentPoolList> {
  const allowed = talentPoolAccountIds(viewer).filter((id) => accountId === undefined || id === accountId)
  if (allowed.length === 0) return { items: [], total: 0 }
  const rows = await db
    .select()
    .from(talentPools)
    .where(inArray(talentPools.accountId, allowed))
    .orderBy(asc(talentPools.name), asc(talentPools.id))
  const items = await summaries(db, viewer, rows)
  return { items, total: items.length }
}

/** POST /api/TalentPool: a pool in the given account (default: the caller's current one). */
export async function createPool(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  input: Required<Pick<TalentPoolCreateInput, 'name'>> & TalentPoolCreateInput,
): Promise<TalentPoolSummary> {
  const accountId = input.accountId ?? viewer.accountId
  if (!accountId || !canUseTalentPoolsOf(viewer, accountId)) {
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, { message: TALENT_POOL_TEXTS.notHiring })
  }
  const row = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ n: count() })
      .from(talentPools)
      .where(eq(talentPools.accountId, accountId))
    if (Number(existing?.n ?? 0) >= MAX_POOLS_PER_ACCOUNT) {
      throw new AppError(ErrorCode.CONFLICT_ERROR, { message: TALENT_POOL_TEXTS.tooManyPools })
    }
    const now = ctx.now()
    const [created] = await tx
      .insert(talentPools)
      .values({
        accountId,
        name: input.name,
        description: input.description ?? '',
        createdByUserId: viewer.userId,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning()
    if (!created) throw nameTaken()
    return created
  })
  const [summary] = await summaries(ctx.db, viewer, [row])
  return summary!
}

/** GET /api/TalentPool/{id}: the pool and its members with their notes. */
export async function getPool(db: Db, viewer: SignedInViewer, id: string): Promise<TalentPoolDetail> {
  const pool = await poolFor(db, viewer, 'view', id)
  const [[summary], members] = await Promise.all([
    summaries(db, viewer, [pool]),
    poolMembers(db, viewer, pool),
  ])
  return { ...summary!, members }
}

/** PUT /api/TalentPool/{id}: rename or describe. */
export async function updatePool(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  id: string,
  input: { name: string; description?: string },
): Promise<TalentPoolSummary> {
  const pool = await poolFor(ctx.db, viewer, 'edit', id)
  // Unique within the account, case aside (the index enforces it too; this answers the usual case in words).
  const [clash] = await ctx.db
    .select({ id: talentPools.id })
    .from(talentPools)
    .where(
      and(
        eq(talentPools.accountId, pool.accountId),
        sql`lower(${talentPools.name}) = ${input.name.toLowerCase()}`,
        ne(talentPools.id, pool.id),
      ),
    )
  if (clash) throw nameTaken()
  const [updated] = await ctx.db
    .update(talentPools)
    .set({
      name: input.name,
      ...(input.description !== undefined ? { description: input.description } : {}),
      updatedAt: ctx.now(),
    })
    .where(and(eq(talentPools.id, pool.id), eq(talentPools.accountId, pool.accountId)))
    .returning()
  if (!updated) throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: TALENT_POOL_TEXTS.notFound })
  const [summary] = await summaries(ctx.db, viewer, [updated])
  return summary!
}

/** DELETE /api/TalentPool/{id}: the pool, its members and their notes (cascade), at once. */
export async function deletePool(db: Db, viewer: SignedInViewer, id: string) {
  const pool = await poolFor(db, viewer, 'delete', id)
  const [gone] = await db
    .delete(talentPools)
    .where(eq(talentPools.id, pool.id))
    .returning({ id: talentPools.id })
  return { id: pool.id, deleted: gone !== undefined }
}
