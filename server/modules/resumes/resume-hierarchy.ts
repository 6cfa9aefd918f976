import { and, desc, eq, isNull, ne } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { RESUME_RULE_TEXTS } from '@/api/resumes/resume-errors'
import type { ResumeDeleteResult } from '@/api/resumes/resume-record'
import type { Db } from '../../db/client'
import { resumes, type ResumeRow } from '../../db/schema/resumes'
import { AppError } from '../../core/app-error'
import type { Viewer } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import { loadResumeFor } from './resume-records'

/**
 * Master, active and variations (seed 2 §4, decision 024). A master has no parent; a variation's parent is
 * a resume without a parent (a master or a standalone one). Each change runs in one transaction, and the
 * database's indexes (one master, one active per owner) and foreign key (a parent of the same owner) hold
 * even if two changes race. Inside a transaction only `tx` is used (touching the outer db deadlocks PGlite).
 */

const conflict = (message: string) => new AppError(ErrorCode.CONFLICT_ERROR, { message })

/** Makes the parentless `row` its owner's master, demoting the old one first (the index allows one). */
async function makeMaster(tx: Db, row: ResumeRow, now: Date): Promise<void> {
  await tx
    .update(resumes)
    .set({ isMaster: false, updatedAt: now })
    .where(and(eq(resumes.userId, row.userId), eq(resumes.isMaster, true), ne(resumes.id, row.id)))
  await tx
    .update(resumes)
    .set({ isMaster: true, parentId: null, updatedAt: now })
    .where(eq(resumes.id, row.id))
}

/**
 * The variation takes its parent's place: it becomes the owner's master with no parent, and its former
 * parent and siblings become its variations, so the group stays one group.
 */
async function promoteVariation(tx: Db, row: ResumeRow, now: Date): Promise<void> {
  const parentId = row.parentId
  if (!parentId) return
  await makeMaster(tx, row, now)
  await tx
    .update(resumes)
    .set({ parentId: row.id, updatedAt: now })
    .where(and(eq(resumes.parentId, parentId), ne(resumes.id, row.id)))
  await tx
    .update(resumes)
    .set({ parentId: row.id, isMaster: false, updatedAt: now })
    .where(eq(resumes.id, parentId))
}

/** POST /api/Resume/{id}/setMaster: a variation is promoted; a parentless resume becomes master. */
export async function setMasterResume(
  ctx: ServiceContext,
  viewer: Viewer,
  idOrSlug: string,
): Promise<boolean> {
  const { row } = await loadResumeFor(ctx.db, viewer, idOrSlug, 'manage')
  if (row.isMaster) return true
  const now = ctx.now()
  await ctx.db.transaction(async (tx) => {
    if (row.parentId) await promoteVariation(tx, row, now)
    else await makeMaster(tx, row, now)
  })
  return true
}

/** POST /api/Resume/{id}/promote: only a variation; a master or parentless resume cannot be promoted. */
export async function promoteResume(ctx: ServiceContext, viewer: Viewer, idOrSlug: string): Promise<boolean> {
  const { row } = await loadResumeFor(ctx.db, viewer, idOrSlug, 'manage')
  if (row.isMaster) throw conflict(RESUME_RULE_TEXTS.masterCannotBePromoted)
  if (!row.parentId) throw conflict(RESUME_RULE_TEXTS.parentlessCannotBePromoted)
  const now = ctx.now()
  await ctx.db.transaction((tx) => promoteVariation(tx, row, now))
  return true
}

/** POST /api/Resume/{id}/setActive: the resume the owner uses now; one per owner. */
export async function setActiveResume(
  ctx: ServiceContext,
  viewer: Viewer,
  idOrSlug: string,
): Promise<boolean> {
  const { row } = await loadResumeFor(ctx.db, viewer, idOrSlug, 'manage')
  if (row.isActive) return true
  const now = ctx.now()
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(resumes)
      .set({ isActive: false, updatedAt: now })
      .where(and(eq(resumes.userId, row.userId), eq(resumes.isActive, true)))
    await tx.update(resumes).set({ isActive: true, updatedAt: now }).where(eq(resumes.id, row.id))
  })
  return true
}

/**
 * DELETE /api/Resume/{id} (decision 024): the resume goes with its variations (the database cascades, so
 * none is ever left without its parent). If the master went, the owner's newest remaining parentless resume
 * becomes master; if the active one went, the master becomes active.
 */
export async function deleteResume(
  ctx: ServiceContext,
  viewer: Viewer,
  idOrSlug: string,
): Promise<ResumeDeleteResult> {
  const { row } = await loadResumeFor(ctx.db, viewer, idOrSlug, 'delete')
  const now = ctx.now()
  return ctx.db.transaction(async (tx) => {
    const variations = await tx.select({ id: resumes.id }).from(resumes).where(eq(resumes.parentId, row.id))
    const deleted = await tx.delete(resumes).where(eq(resumes.id, row.id)).returning({ id: resumes.id })
    if (deleted.length === 0) return { id: row.id, deleted: false, deletedIds: [], newMasterId: null }
    let newMasterId: string | null = null
    const [master] = await tx
      .select()
      .from(resumes)
      .where(and(eq(resumes.userId, row.userId), eq(resumes.isMaster, true)))
    let head = master
    if (!master) {
      ;[head] = await tx
        .select()
        .from(resumes)
        .where(and(eq(resumes.userId, row.userId), isNull(resumes.parentId)))
        .orderBy(desc(resumes.updatedAt), desc(resumes.createdAt))
        .limit(1)
      if (head) {
        await tx.update(resumes).set({ isMaster: true, updatedAt: now }).where(eq(resumes.id, head.id))
        newMasterId = head.id
      }
    }
    const [active] = await tx
      .select({ id: resumes.id })
      .from(resumes)
      .where(and(eq(resumes.userId, row.userId), eq(resumes.isActive, true)))
    if (!active && head) await tx.update(resumes).set({ isActive: true }).where(eq(resumes.id, head.id))
    return { id: row.id, deleted: true, deletedIds: [row.id, ...variations.map((v) => v.id)], newMasterId }
  })
}
