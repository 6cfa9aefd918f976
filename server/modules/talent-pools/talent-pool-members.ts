import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import type {
  PoolPersonStatus,
  TalentPoolMember,
  TalentPoolMemberResult,
  TalentPoolNote,
} from '@/api/talent-pools/talent-pool'
import {
  MAX_MEMBERS_PER_POOL,
  MAX_NOTES_PER_MEMBER,
  TALENT_POOL_STAGES,
  TALENT_POOL_TEXTS,
  type TalentPoolStage,
} from '@/api/talent-pools/talent-pool-fields'
import { AppError } from '../../core/app-error'
import { canOnPerson, talentPoolAccountIds, type Viewer } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import type { Db } from '../../db/client'
import {
  candidateWatches,
  talentPoolMembers,
  talentPoolNotes,
  talentPools,
  type TalentPoolMemberRow,
  type TalentPoolRow,
} from '../../db/schema/talent-pools'
import { users, type UserRow } from '../../db/schema/users'
import { visiblePersonCondition } from '../people/people-visibility'
import { findPerson, personResource } from '../people/person-read'
import { loadResumeFor } from '../resumes/resume-records'
import { toPoolMember, toPoolNote } from './talent-pool-dto'
import { memberOf, poolFor } from './talent-pool-records'

const STAGE_ORDER = new Map(TALENT_POOL_STAGES.map((stage, index) => [stage, index]))

async function notesOf(db: Db, memberIds: readonly string[]): Promise<Map<string, TalentPoolNote[]>> {
  const notes = new Map<string, TalentPoolNote[]>()
  if (memberIds.length === 0) return notes
  const rows = await db
    .select({ note: talentPoolNotes, author: users })
    .from(talentPoolNotes)
    .leftJoin(users, eq(users.id, talentPoolNotes.authorUserId))
    .where(inArray(talentPoolNotes.memberId, [...memberIds]))
    .orderBy(asc(talentPoolNotes.createdAt), asc(talentPoolNotes.id))
  for (const { note, author } of rows) {
    const list = notes.get(note.memberId) ?? []
    list.push(toPoolNote(note, author))
    notes.set(note.memberId, list)
  }
  return notes
}

/** The pool's members the viewer may see (never across a block), by stage, latest stage change first. */
export async function poolMembers(db: Db, viewer: Viewer, pool: TalentPoolRow): Promise<TalentPoolMember[]> {
  const rows = await db
    .select({ member: talentPoolMembers, person: users })
    .from(talentPoolMembers)
    .innerJoin(users, eq(users.id, talentPoolMembers.userId))
    .where(and(eq(talentPoolMembers.poolId, pool.id), visiblePersonCondition(viewer)))
  const notes = await notesOf(
    db,
    rows.map((row) => row.member.id),
  )
  return rows
    .sort(
      (a, b) =>
        STAGE_ORDER.get(a.member.stage)! - STAGE_ORDER.get(b.member.stage)! ||
        b.member.stageChangedAt.getTime() - a.member.stageChangedAt.getTime() ||
        a.member.id.localeCompare(b.member.id),
    )
    .map(({ member, person }) => toPoolMember(member, person, notes.get(member.id) ?? []))
}

async function memberView(db: Db, member: TalentPoolMemberRow, person: UserRow): Promise<TalentPoolMember> {
  const notes = await notesOf(db, [member.id])
  return toPoolMember(member, person, notes.get(member.id) ?? [])
}

/** The person the caller may see, by id; a blocked or unverified one answers like a missing one. */
async function visiblePerson(db: Db, viewer: SignedInViewer, userId: string): Promise<UserRow> {
  const notFound = () =>
    new AppError(ErrorCode.NOT_FOUND_ERROR, { message: TALENT_POOL_TEXTS.personNotFound })
  const row = await findPerson(db, userId)
  if (!row) throw notFound()
  if (!canOnPerson(viewer, 'view', await personResource(db, viewer, row))) throw notFound()
  return row
}

export type AddMemberValues = {
  userId?: string | undefined
  resumeId?: string | undefined
  stage?: TalentPoolStage | undefined
  note?: string | undefined
}

/**
 * POST /api/TalentPool/{id}/members: a person, or a resume the caller may see (its owner becomes the member).
 * Someone already in the pool is answered as they are (created: false), so a repeated add changes nothing.
 * The member and their first note are written together or not at all.
 */
export async function addMember(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  poolId: string,
  input: AddMemberValues,
): Promise<TalentPoolMemberResult> {
  const pool = await poolFor(ctx.db, viewer, 'edit', poolId)
  let userId = input.userId
  let resumeId: string | null = null
  if (input.resumeId) {
    const { row } = await loadResumeFor(ctx.db, viewer, input.resumeId)
    userId = row.userId
    resumeId = row.id
  }
  if (!userId)
    throw new AppError(ErrorCode.VALIDATION_ERROR, { message: TALENT_POOL_TEXTS.candidateRequired })
  if (userId === viewer.userId) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, { message: TALENT_POOL_TEXTS.cannotAddSelf })
  }
  const person = await visiblePerson(ctx.db, viewer, userId)
  const { member, created } = await ctx.db.transaction(async (tx) => {
    const [size] = await tx
      .select({ n: count() })
      .from(talentPoolMembers)
      .where(eq(talentPoolMembers.poolId, pool.id))
    const now = ctx.now()
    const [inserted] =
      Number(size?.n ?? 0) >= MAX_MEMBERS_PER_POOL
        ? []
        : await tx
            .insert(talentPoolMembers)
            .values({
              poolId: pool.id,
              userId: person.id,
              resumeId,
              stage: input.stage ?? 'sourced',
              addedByUserId: viewer.userId,
              createdAt: now,
              stageChangedAt: now,
            })
            .onConflictDoNothing()
            .returning()
    if (inserted) {
      if (input.note) {
        await tx
          .insert(talentPoolNotes)
          .values({ memberId: inserted.id, authorUserId: viewer.userId, text: input.note, createdAt: now })
      }
      await tx.update(talentPools).set({ updatedAt: now }).where(eq(talentPools.id, pool.id))
      return { member: inserted, created: true }
    }
    const [existing] = await tx
      .select()
      .from(talentPoolMembers)
      .where(and(eq(talentPoolMembers.poolId, pool.id), eq(talentPoolMembers.userId, person.id)))
    if (!existing) throw new AppError(ErrorCode.CONFLICT_ERROR, { message: TALENT_POOL_TEXTS.tooManyMembers })
    return { member: existing, created: false }
  })
  return { ...(await memberView(ctx.db, member, person)), created }
}

/** PUT /api/TalentPool/{id}/members/{memberId}: move to a stage (the same stage changes nothing). */
export async function moveMember(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  poolId: string,
  memberId: string,
  stage: TalentPoolStage,
): Promise<TalentPoolMember> {
  const pool = await poolFor(ctx.db, viewer, 'edit', poolId)
  const member = await memberOf(ctx.db, pool, memberId)
  const person = await visiblePerson(ctx.db, viewer, member.userId)
  if (member.stage === stage) return memberView(ctx.db, member, person)
  const now = ctx.now()
  const [moved] = await ctx.db
    .update(talentPoolMembers)
    .set({ stage, stageChangedAt: now })
    .where(and(eq(talentPoolMembers.id, member.id), eq(talentPoolMembers.poolId, pool.id)))
    .returning()
  if (!moved) throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: TALENT_POOL_TEXTS.memberNotFound })
  await ctx.db.update(talentPools).set({ updatedAt: now }).where(eq(talentPools.id, pool.id))
  return memberView(ctx.db, moved, person)
}

/** DELETE /api/TalentPool/{id}/members/{memberId}: out of the pool, with their notes. */
export async function removeMember(db: Db, viewer: SignedInViewer, poolId: string, memberId: string) {
  const pool = await poolFor(db, viewer, 'edit', poolId)
  const member = await memberOf(db, pool, memberId)
  await db.delete(talentPoolMembers).where(eq(talentPoolMembers.id, member.id))
  return { id: member.id, deleted: true }
}

/** POST /api/TalentPool/{id}/members/{memberId}/notes: a note by the caller on a member. */
export async function addNote(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  poolId: string,
  memberId: string,
  text: string,
): Promise<TalentPoolMember> {
  const pool = await poolFor(ctx.db, viewer, 'edit', poolId)
  const member = await memberOf(ctx.db, pool, memberId)
  const person = await visiblePerson(ctx.db, viewer, member.userId)
  await ctx.db.transaction(async (tx) => {
    const [notes] = await tx
      .select({ n: count() })
      .from(talentPoolNotes)
      .where(eq(talentPoolNotes.memberId, member.id))
    if (Number(notes?.n ?? 0) >= MAX_NOTES_PER_MEMBER) {
      throw new AppError(ErrorCode.CONFLICT_ERROR, { message: TALENT_POOL_TEXTS.tooManyNotes })
    }
    await tx
      .insert(talentPoolNotes)
      .values({ memberId: member.id, authorUserId: viewer.userId, text, createdAt: ctx.now() })
  })
  return memberView(ctx.db, member, person)
}

/**
 * GET /api/TalentPool/person/{userId}: whether the caller tracks this person and which of the caller's pools
 * (of every account they hire in) hold them — what the profile's "Add to pool" and "Track" buttons show.
 */
export async function personStatus(
  db: Db,
  viewer: SignedInViewer,
  userId: string,
): Promise<PoolPersonStatus> {
  const person = await visiblePerson(db, viewer, userId)
  const accountIds = talentPoolAccountIds(viewer)
  const [watch, memberships] = await Promise.all([
    db
      .select({ id: candidateWatches.candidateId })
      .from(candidateWatches)
      .where(and(eq(candidateWatches.userId, viewer.userId), eq(candidateWatches.candidateId, person.id))),
    accountIds.length === 0
      ? []
      : db
          .select({
            poolId: talentPools.id,
            poolName: talentPools.name,
            memberId: talentPoolMembers.id,
            stage: talentPoolMembers.stage,
          })
          .from(talentPoolMembers)
          .innerJoin(talentPools, eq(talentPools.id, talentPoolMembers.poolId))
          .where(and(eq(talentPoolMembers.userId, person.id), inArray(talentPools.accountId, accountIds)))
          .orderBy(asc(talentPools.name)),
  ])
  return { userId: person.id, tracked: watch.length > 0, memberships }
}
