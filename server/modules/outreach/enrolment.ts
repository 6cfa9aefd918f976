import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import type { EnrolmentList, EnrolResult } from '@/api/outreach/outreach'
import { OUTREACH_TEXTS } from '@/api/outreach/outreach-fields'
import type { EnrolInput } from '@/api/outreach/outreach-inputs'
import { AppError } from '../../core/app-error'
import { enqueue } from '../../core/queue/queue'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import {
  outreachEnrolments,
  outreachSends,
  outreachSteps,
  outreachSuppressions,
} from '../../db/schema/outreach'
import { users } from '../../db/schema/users'
import { ENROLMENT_SOURCES } from './enrolment-sources'
import { toEnrolment } from './outreach-dto'
import { stopReplied } from './outreach-results'
import { OUTREACH_QUEUE, stepJobKey } from './outreach-queue'
import { sequenceFor } from './sequences'
import { nextSendTime, type SendWindow } from './send-window'

export const windowOf = (
  sequence: {
    windowStartHour: number
    windowEndHour: number
    weekdaysOnly: boolean
  },
  timeZone: string,
): SendWindow => ({
  timeZone,
  startHour: sequence.windowStartHour,
  endHour: sequence.windowEndHour,
  weekdaysOnly: sequence.weekdaysOnly,
})

/**
 * POST /api/Outreach/sequences/{id}/enrol: people from one source join the sequence, each with the first step
 * queued for the first moment inside their window after its delay. Who the source does not offer (not
 * contactable), who is suppressed and who is already enrolled are skipped and named, never an error; the
 * enrolments and their queue jobs are written in one transaction.
 */
export async function enrol(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  sequenceId: string,
  input: EnrolInput,
): Promise<EnrolResult> {
  const sequence = await sequenceFor(ctx.db, viewer, 'enrol', sequenceId)
  const offered = new Set(
    (await ENROLMENT_SOURCES[input.source](ctx, viewer, input)).map((row) => row.userId),
  )
  const wanted = input.source === 'pool' ? [...offered] : [...new Set(input.userIds)]
  const skipped: EnrolResult['skipped'] = wanted
    .filter((id) => !offered.has(id))
    .map((userId) => ({ userId, reason: 'You may not contact this person.' }))
  const ids = wanted.filter((id) => offered.has(id))
  if (ids.length === 0) return { enrolled: 0, skipped }
  const people = await ctx.db.select().from(users).where(inArray(users.id, ids))
  const suppressed = new Set(
    (
      await ctx.db
        .select({ email: outreachSuppressions.email })
        .from(outreachSuppressions)
        .where(
          inArray(
            outreachSuppressions.email,
            people.map((row) => row.email.toLowerCase()),
          ),
        )
    ).map((row) => row.email),
  )
  const [first] = await ctx.db
    .select()
    .from(outreachSteps)
    .where(eq(outreachSteps.sequenceId, sequence.id))
    .orderBy(asc(outreachSteps.position))
    .limit(1)
  const now = ctx.now()
  const dueAt = new Date(now.getTime() + (first?.delayHours ?? 0) * 3_600_000)
  const enrolled = await ctx.db.transaction(async (tx) => {
    let count = 0
    for (const person of people) {
      const email = person.email.toLowerCase()
      if (suppressed.has(email)) {
        skipped.push({ userId: person.id, reason: 'This person unsubscribed from outreach.' })
        continue
      }
      const timeZone = sequence.timeZone
      const nextSendAt = nextSendTime(dueAt, windowOf(sequence, timeZone))
      const [row] = await tx
        .insert(outreachEnrolments)
        .values({
          sequenceId: sequence.id,
          recipientUserId: person.id,
          email,
          source: input.source,
          timeZone,
          nextSendAt,
          unsubscribeToken: randomBytes(32).toString('base64url'),
          enrolledAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: outreachEnrolments.id })
      if (!row) {
        skipped.push({ userId: person.id, reason: 'Already enrolled in this sequence.' })
        continue
      }
      await enqueue(
        tx,
        OUTREACH_QUEUE,
        { enrolmentId: row.id, step: 0 },
        {
          runAt: nextSendAt,
          singletonKey: stepJobKey(row.id, 0, nextSendAt),
          maxAttempts: 5,
        },
      )
      count++
    }
    return count
  })
  return { enrolled, skipped }
}

/** GET /api/Outreach/sequences/{id}/enrolments: everyone enrolled, with their status and steps sent. */
export async function listEnrolments(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  sequenceId: string,
): Promise<EnrolmentList> {
  const sequence = await sequenceFor(ctx.db, viewer, 'view', sequenceId)
  await stopReplied(ctx.db, ctx.now(), { senderId: viewer.userId })
  const rows = await ctx.db
    .select({
      enrolment: outreachEnrolments,
      person: users,
      sent: sql<number>`(select count(*)::int from ${outreachSends} where ${outreachSends.enrolmentId} = ${outreachEnrolments.id} and ${outreachSends.status} = 'sent')`,
    })
    .from(outreachEnrolments)
    .leftJoin(users, eq(users.id, outreachEnrolments.recipientUserId))
    .where(eq(outreachEnrolments.sequenceId, sequence.id))
    .orderBy(desc(outreachEnrolments.enrolledAt), asc(outreachEnrolments.id))
    .limit(1000)
  return { items: rows.map((row) => toEnrolment(row.enrolment, row.person ?? undefined, Number(row.sent))) }
}

/**
 * POST …/enrolments/{id}/replied (the recruiter heard back elsewhere) and …/stop: the enrolment ends at once;
 * a queued step finds it no longer active and sends nothing.
 */
export async function endEnrolment(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  sequenceId: string,
  enrolmentId: string,
  status: 'replied' | 'stopped',
) {
  const sequence = await sequenceFor(ctx.db, viewer, 'edit', sequenceId)
  const [row] = await ctx.db
    .select()
    .from(outreachEnrolments)
    .where(and(eq(outreachEnrolments.id, enrolmentId), eq(outreachEnrolments.sequenceId, sequence.id)))
  if (!row) throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: OUTREACH_TEXTS.enrolmentNotFound })
  const [updated] = await ctx.db
    .update(outreachEnrolments)
    .set({ status, stoppedAt: ctx.now(), nextSendAt: null })
    .where(
      and(eq(outreachEnrolments.id, row.id), inArray(outreachEnrolments.status, ['active', 'completed'])),
    )
    .returning()
  const current = updated ?? row
  const [person] = await ctx.db.select().from(users).where(eq(users.id, current.recipientUserId))
  const [sent] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(outreachSends)
    .where(and(eq(outreachSends.enrolmentId, current.id), eq(outreachSends.status, 'sent')))
  return toEnrolment(current, person, Number(sent?.n ?? 0))
}
