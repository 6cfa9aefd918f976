import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import type { Sequence, SequenceList } from '@/api/outreach/outreach'
import { MAX_SEQUENCES, OUTREACH_TEXTS } from '@/api/outreach/outreach-fields'
import type { SequenceInput } from '@/api/outreach/outreach-inputs'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import type { Db } from '../../db/client'
import {
  outreachSenderDays,
  outreachSequences,
  outreachSteps,
  type OutreachSequenceRow,
} from '../../db/schema/outreach'
import { toSequence } from './outreach-dto'
import { canOnSequence, canUseOutreach, type SequenceAction } from './outreach-policy'
import { resultsOf, stopReplied } from './outreach-results'
import { assertTemplate } from './outreach-template'
import { utcDay } from './send-window'

export const sequenceNotFound = () =>
  new AppError(ErrorCode.NOT_FOUND_ERROR, { message: OUTREACH_TEXTS.notFound })

export function assertOutreachUser(viewer: SignedInViewer): void {
  if (!canUseOutreach(viewer))
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, { message: OUTREACH_TEXTS.notAllowed })
}

/** The sequence when the caller may do `action` to it; someone else's is a 404, so ids cannot be probed. */
export async function sequenceFor(
  db: Db,
  viewer: SignedInViewer,
  action: SequenceAction,
  id: string,
): Promise<OutreachSequenceRow> {
  assertOutreachUser(viewer)
  const [row] = await db.select().from(outreachSequences).where(eq(outreachSequences.id, id))
  if (!row || !canOnSequence(viewer, action, row)) throw sequenceNotFound()
  return row
}

async function withSteps(db: Db, rows: readonly OutreachSequenceRow[]): Promise<Sequence[]> {
  const ids = rows.map((row) => row.id)
  const [steps, results] = await Promise.all([
    ids.length ? db.select().from(outreachSteps).where(inArray(outreachSteps.sequenceId, ids)) : [],
    resultsOf(db, ids),
  ])
  return rows.map((row) =>
    toSequence(
      row,
      steps.filter((step) => step.sequenceId === row.id),
      results.get(row.id)!,
    ),
  )
}

/** GET /api/Outreach/sequences: the caller's sequences with their results, and what they sent today. */
export async function listSequences(ctx: ServiceContext, viewer: SignedInViewer): Promise<SequenceList> {
  assertOutreachUser(viewer)
  await stopReplied(ctx.db, ctx.now(), { senderId: viewer.userId })
  const rows = await ctx.db
    .select()
    .from(outreachSequences)
    .where(eq(outreachSequences.ownerUserId, viewer.userId))
    .orderBy(desc(outreachSequences.updatedAt), desc(outreachSequences.id))
  const [today] = await ctx.db
    .select({ sent: outreachSenderDays.sent })
    .from(outreachSenderDays)
    .where(
      and(eq(outreachSenderDays.senderUserId, viewer.userId), eq(outreachSenderDays.day, utcDay(ctx.now()))),
    )
  return { items: await withSteps(ctx.db, rows), sentToday: today?.sent ?? 0 }
}

export async function getSequence(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  id: string,
): Promise<Sequence> {
  const row = await sequenceFor(ctx.db, viewer, 'view', id)
  await stopReplied(ctx.db, ctx.now(), { senderId: viewer.userId })
  const [sequence] = await withSteps(ctx.db, [row])
  return sequence!
}

async function assertTemplates(input: SequenceInput): Promise<void> {
  for (const [index, step] of input.steps.entries()) {
    await assertTemplate(step.subject, `steps.${index}.subject`)
    await assertTemplate(step.body, `steps.${index}.body`)
  }
}

const settingsOf = (input: SequenceInput) => ({
  name: input.name,
  timeZone: input.timeZone,
  windowStartHour: input.windowStartHour,
  windowEndHour: input.windowEndHour,
  weekdaysOnly: input.weekdaysOnly,
  dailyCap: input.dailyCap,
})

const stepRows = (sequenceId: string, input: SequenceInput) =>
  input.steps.map((step, position) => ({ sequenceId, position, ...step }))

/** POST /api/Outreach/sequences. */
export async function createSequence(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  input: SequenceInput,
): Promise<Sequence> {
  assertOutreachUser(viewer)
  await assertTemplates(input)
  const now = ctx.now()
  const row = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ n: count() })
      .from(outreachSequences)
      .where(eq(outreachSequences.ownerUserId, viewer.userId))
    if ((existing?.n ?? 0) >= MAX_SEQUENCES)
      throw new AppError(ErrorCode.CONFLICT_ERROR, { message: OUTREACH_TEXTS.tooMany })
    const [created] = await tx
      .insert(outreachSequences)
      .values({
        ...settingsOf(input),
        ownerUserId: viewer.userId,
        accountId: viewer.accountId,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    await tx.insert(outreachSteps).values(stepRows(created!.id, input))
    return created!
  })
  const [sequence] = await withSteps(ctx.db, [row])
  return sequence!
}

/**
 * PUT /api/Outreach/sequences/{id}: settings and steps replaced at once. People already enrolled continue at
 * their next position with the new steps (and finish when there are no more).
 */
export async function updateSequence(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  id: string,
  input: SequenceInput,
): Promise<Sequence> {
  await sequenceFor(ctx.db, viewer, 'edit', id)
  await assertTemplates(input)
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(outreachSequences)
      .set({ ...settingsOf(input), updatedAt: ctx.now() })
      .where(eq(outreachSequences.id, id))
      .returning()
    await tx.delete(outreachSteps).where(eq(outreachSteps.sequenceId, id))
    await tx.insert(outreachSteps).values(stepRows(id, input))
    return updated!
  })
  const [sequence] = await withSteps(ctx.db, [row])
  return sequence!
}

/** DELETE /api/Outreach/sequences/{id}: the sequence, its enrolments and their pending steps go. */
export async function deleteSequence(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  id: string,
): Promise<{ id: string }> {
  await sequenceFor(ctx.db, viewer, 'delete', id)
  // Queued jobs of its enrolments find nothing to send and finish.
  await ctx.db.delete(outreachSequences).where(eq(outreachSequences.id, id))
  return { id }
}
