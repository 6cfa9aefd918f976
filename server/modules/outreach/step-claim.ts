import { and, asc, eq, sql } from 'drizzle-orm'
import { enqueue } from '../../core/queue/queue'
import type { ServiceContext } from '../../core/service-context'
import type { QueueJobRow } from '../../db/schema/queue-jobs'
import {
  outreachEnrolments,
  outreachSenderDays,
  outreachSends,
  outreachSequences,
  outreachSteps,
  outreachSuppressions,
  type OutreachSendRow,
} from '../../db/schema/outreach'
import { users } from '../../db/schema/users'
import { isBlockedEitherWay } from '../people/connection-records'
import { windowOf } from './enrolment'
import { templateValues } from './outreach-dto'
import { OUTREACH_QUEUE, stepJobKey, type StepJob } from './outreach-queue'
import { stopReplied } from './outreach-results'
import { renderTemplate } from './outreach-template'
import { insideWindow, nextSendTime, nextUtcDay, utcDay } from './send-window'

type Tx = Parameters<Parameters<ServiceContext['db']['transaction']>[0]>[0]

async function reschedule(tx: Tx, enrolmentId: string, step: number, at: Date): Promise<null> {
  await tx.update(outreachEnrolments).set({ nextSendAt: at }).where(eq(outreachEnrolments.id, enrolmentId))
  await enqueue(
    tx,
    OUTREACH_QUEUE,
    { enrolmentId, step },
    { runAt: at, singletonKey: stepJobKey(enrolmentId, step, at), maxAttempts: 5 },
  )
  return null
}

const end = (tx: Tx, id: string, status: 'completed' | 'unsubscribed' | 'bounced' | 'stopped', now: Date) =>
  tx
    .update(outreachEnrolments)
    .set({ status, nextSendAt: null, ...(status === 'completed' ? {} : { stoppedAt: now }) })
    .where(eq(outreachEnrolments.id, id))

/**
 * Claims one step for sending, in one transaction: the enrolment row is locked (SKIP LOCKED: a second worker
 * holding it means that worker is on it) and must still be active at this step; then every reason not to
 * write is checked — suppressed address, a block either way, a reply in ReelHire, outside the recipient's
 * window (rescheduled to its next start), the sender's daily cap (rescheduled to the next day's window). What
 * passes becomes a send row, unique per enrolment and step, owned by this queue job; the enrolment moves on
 * and its next step is queued. Answers the send to deliver, or null when there is nothing to deliver now.
 */
export async function claimStep(
  ctx: ServiceContext,
  job: QueueJobRow,
  payload: StepJob,
): Promise<OutreachSendRow | null> {
  const now = ctx.now()
  return ctx.db.transaction(async (tx) => {
    const [enrolment] = await tx
      .select()
      .from(outreachEnrolments)
      .where(
        and(
          eq(outreachEnrolments.id, payload.enrolmentId),
          eq(outreachEnrolments.status, 'active'),
          eq(outreachEnrolments.nextStep, payload.step),
        ),
      )
      .for('update', { skipLocked: true })
    if (!enrolment) return null
    const [sequence] = await tx
      .select()
      .from(outreachSequences)
      .where(eq(outreachSequences.id, enrolment.sequenceId))
    if (!sequence) return null
    const steps = await tx
      .select()
      .from(outreachSteps)
      .where(eq(outreachSteps.sequenceId, sequence.id))
      .orderBy(asc(outreachSteps.position))
    const step = steps[payload.step]
    if (!step) {
      await end(tx, enrolment.id, 'completed', now)
      return null
    }
    const [suppressed] = await tx
      .select()
      .from(outreachSuppressions)
      .where(eq(outreachSuppressions.email, enrolment.email))
    if (suppressed) {
      await end(tx, enrolment.id, suppressed.reason === 'bounced' ? 'bounced' : 'unsubscribed', now)
      return null
    }
    if (await isBlockedEitherWay(tx, sequence.ownerUserId, enrolment.recipientUserId)) {
      await end(tx, enrolment.id, 'stopped', now)
      return null
    }
    if ((await stopReplied(tx, now, { senderId: sequence.ownerUserId, enrolmentId: enrolment.id })) > 0)
      return null
    const window = windowOf(sequence, enrolment.timeZone)
    if (!insideWindow(now, window))
      return reschedule(tx, enrolment.id, payload.step, nextSendTime(now, window))
    const [counted] = await tx
      .insert(outreachSenderDays)
      .values({ senderUserId: sequence.ownerUserId, day: utcDay(now), sent: 1 })
      .onConflictDoUpdate({
        target: [outreachSenderDays.senderUserId, outreachSenderDays.day],
        set: { sent: sql`${outreachSenderDays.sent} + 1` },
        setWhere: sql`${outreachSenderDays.sent} < ${sequence.dailyCap}`,
      })
      .returning({ sent: outreachSenderDays.sent })
    if (!counted) return reschedule(tx, enrolment.id, payload.step, nextSendTime(nextUtcDay(now), window))

    const [recipient] = await tx.select().from(users).where(eq(users.id, enrolment.recipientUserId))
    const [sender] = await tx.select().from(users).where(eq(users.id, sequence.ownerUserId))
    if (!recipient || !sender) return null
    const values = templateValues(recipient, sender)
    const [send] = await tx
      .insert(outreachSends)
      .values({
        enrolmentId: enrolment.id,
        senderUserId: sender.id,
        step: payload.step,
        jobId: job.id,
        subject: (await renderTemplate(step.subject, values)).trim().slice(0, 300),
        body: (await renderTemplate(step.body, values)).trim(),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning()
    if (!send) return null
    const next = steps[payload.step + 1]
    if (next) {
      const at = nextSendTime(new Date(now.getTime() + next.delayHours * 3_600_000), window)
      await tx
        .update(outreachEnrolments)
        .set({ nextStep: payload.step + 1, nextSendAt: at, lastSentAt: now })
        .where(eq(outreachEnrolments.id, enrolment.id))
      await enqueue(
        tx,
        OUTREACH_QUEUE,
        { enrolmentId: enrolment.id, step: payload.step + 1 },
        {
          runAt: at,
          singletonKey: stepJobKey(enrolment.id, payload.step + 1, at),
          maxAttempts: 5,
        },
      )
    } else {
      await tx
        .update(outreachEnrolments)
        .set({ nextStep: payload.step + 1, nextSendAt: null, lastSentAt: now, status: 'completed' })
        .where(eq(outreachEnrolments.id, enrolment.id))
    }
    return send
  })
}
