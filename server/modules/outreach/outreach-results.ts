import { and, eq, gte, inArray, sql } from 'drizzle-orm'
import type { SequenceResults } from '@/api/outreach/outreach'
import type { Db } from '../../db/client'
import { conversations, messages } from '../../db/schema/messaging'
import { outreachEnrolments, outreachSends, outreachSequences } from '../../db/schema/outreach'

const emptyResults = (): SequenceResults => ({
  enrolled: 0,
  active: 0,
  sent: 0,
  replied: 0,
  unsubscribed: 0,
  bounced: 0,
})

/**
 * Per-sequence results: sent counts delivered steps; replied, unsubscribed and bounced count people (each
 * enrolment ends in at most one of them).
 */
export async function resultsOf(
  db: Db,
  sequenceIds: readonly string[],
): Promise<Map<string, SequenceResults>> {
  const results = new Map(sequenceIds.map((id) => [id, emptyResults()]))
  if (sequenceIds.length === 0) return results
  const [statuses, sends] = await Promise.all([
    db
      .select({
        sequenceId: outreachEnrolments.sequenceId,
        status: outreachEnrolments.status,
        n: sql<number>`count(*)::int`,
      })
      .from(outreachEnrolments)
      .where(inArray(outreachEnrolments.sequenceId, [...sequenceIds]))
      .groupBy(outreachEnrolments.sequenceId, outreachEnrolments.status),
    db
      .select({ sequenceId: outreachEnrolments.sequenceId, n: sql<number>`count(*)::int` })
      .from(outreachSends)
      .innerJoin(outreachEnrolments, eq(outreachEnrolments.id, outreachSends.enrolmentId))
      .where(and(inArray(outreachEnrolments.sequenceId, [...sequenceIds]), eq(outreachSends.status, 'sent')))
      .groupBy(outreachEnrolments.sequenceId),
  ])
  for (const row of statuses) {
    const result = results.get(row.sequenceId)
    if (!result) continue
    const n = Number(row.n)
    result.enrolled += n
    if (row.status === 'active') result.active += n
    if (row.status === 'replied') result.replied += n
    if (row.status === 'unsubscribed') result.unsubscribed += n
    if (row.status === 'bounced') result.bounced += n
  }
  for (const row of sends) {
    const result = results.get(row.sequenceId)
    if (result) result.sent = Number(row.n)
  }
  return results
}

/**
 * A reply inside ReelHire stops the enrolment: a message from the recipient to the sender written after the
 * enrolment. Applied to the active enrolments of these senders' sequences (the list and the worker call it),
 * so the status is right the moment anyone looks, and no step follows a reply.
 */
export async function stopReplied(
  db: Db,
  now: Date,
  where: { senderId: string; enrolmentId?: string },
): Promise<number> {
  const replied = await db
    .selectDistinct({ id: outreachEnrolments.id })
    .from(outreachEnrolments)
    .innerJoin(outreachSequences, eq(outreachSequences.id, outreachEnrolments.sequenceId))
    .innerJoin(
      conversations,
      sql`(${conversations.userA} = ${outreachSequences.ownerUserId} and ${conversations.userB} = ${outreachEnrolments.recipientUserId})
        or (${conversations.userB} = ${outreachSequences.ownerUserId} and ${conversations.userA} = ${outreachEnrolments.recipientUserId})`,
    )
    .innerJoin(
      messages,
      and(
        eq(messages.conversationId, conversations.id),
        eq(messages.senderId, outreachEnrolments.recipientUserId),
        gte(messages.createdAt, outreachEnrolments.enrolledAt),
      ),
    )
    .where(
      and(
        eq(outreachSequences.ownerUserId, where.senderId),
        eq(outreachEnrolments.status, 'active'),
        where.enrolmentId ? eq(outreachEnrolments.id, where.enrolmentId) : undefined,
      ),
    )
  if (replied.length === 0) return 0
  const rows = await db
    .update(outreachEnrolments)
    .set({ status: 'replied', stoppedAt: now, nextSendAt: null })
    .where(
      and(
        inArray(
          outreachEnrolments.id,
          replied.map((row) => row.id),
        ),
        eq(outreachEnrolments.status, 'active'),
      ),
    )
    .returning({ id: outreachEnrolments.id })
  return rows.length
}
