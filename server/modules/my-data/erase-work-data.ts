import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { messageReports, reportReviews } from '../../db/schema/administration'
import {
  affiliateClicks,
  affiliateCodes,
  affiliateCommissions,
  affiliateReferrals,
} from '../../db/schema/affiliates'
import { userReports } from '../../db/schema/connections'
import {
  outreachEnrolments,
  outreachSenderDays,
  outreachSequences,
  outreachSuppressions,
} from '../../db/schema/outreach'
import { queueJobs } from '../../db/schema/queue-jobs'
import {
  candidateWatches,
  talentPoolMembers,
  talentPoolNotes,
  talentPools,
} from '../../db/schema/talent-pools'
import { accountInvitations } from '../../db/schema/team-invitations'
import { OUTREACH_QUEUE } from '../outreach/outreach-queue'

/**
 * The part of account deletion that covers outreach, talent pools, affiliates, team invitations and reports
 * (decision 039, "Tables added later"). Runs inside the deletion's transaction, before the user row becomes the
 * tombstone (the address is still needed to find what was keyed by it). Nothing left may identify the person
 * or keep acting for or on them: no step can still be mailed, no code still credits anyone.
 */
export async function eraseWorkData(tx: Db, userId: string, email: string, now: Date): Promise<void> {
  const address = email.toLowerCase()

  // Outreach. Their enrolments as a recipient, and every enrolment of the sequences they sent, go with their
  // sends; the waiting step jobs are removed too (a job that still ran would find no enrolment and send
  // nothing). The suppression row of their address goes: it is their address; the tombstone has none to mail.
  const ownSequences = tx
    .select({ id: outreachSequences.id })
    .from(outreachSequences)
    .where(eq(outreachSequences.ownerUserId, userId))
  const enrolmentIds = (
    await tx
      .select({ id: outreachEnrolments.id })
      .from(outreachEnrolments)
      .where(
        or(
          eq(outreachEnrolments.recipientUserId, userId),
          eq(outreachEnrolments.email, address),
          inArray(outreachEnrolments.sequenceId, ownSequences),
        ),
      )
  ).map((e) => e.id)
  if (enrolmentIds.length) {
    await tx
      .delete(queueJobs)
      .where(
        and(
          eq(queueJobs.queue, OUTREACH_QUEUE),
          inArray(sql<string>`${queueJobs.payload} ->> 'enrolmentId'`, enrolmentIds),
          sql`${queueJobs.status} <> 'running'`,
        ),
      )
    await tx.delete(outreachEnrolments).where(inArray(outreachEnrolments.id, enrolmentIds))
  }
  await tx.delete(outreachSequences).where(eq(outreachSequences.ownerUserId, userId))
  await tx.delete(outreachSenderDays).where(eq(outreachSenderDays.senderUserId, userId))
  await tx.delete(outreachSuppressions).where(eq(outreachSuppressions.email, address))

  // Talent pools: out of every pool (with the notes about them) and off every watch list, both ways. Notes
  // they wrote about others stay with the pool's account, author unknown.
  await tx.delete(talentPoolMembers).where(eq(talentPoolMembers.userId, userId))
  await tx
    .delete(candidateWatches)
    .where(or(eq(candidateWatches.userId, userId), eq(candidateWatches.candidateId, userId)))
  // The foreign keys say "set null" for a deleted author, but the user row stays (the tombstone): done here.
  await tx.update(talentPoolNotes).set({ authorUserId: null }).where(eq(talentPoolNotes.authorUserId, userId))
  await tx.update(talentPools).set({ createdByUserId: null }).where(eq(talentPools.createdByUserId, userId))
  await tx
    .update(talentPoolMembers)
    .set({ addedByUserId: null })
    .where(eq(talentPoolMembers.addedByUserId, userId))

  // Affiliates: the code stops working, clicks and referral links go. Commissions stay for the accounts
  // (pointing at the anonymous tombstone), but what was not paid yet is reversed: nobody is left to pay.
  await tx.delete(affiliateCodes).where(eq(affiliateCodes.userId, userId))
  await tx.delete(affiliateClicks).where(eq(affiliateClicks.affiliateUserId, userId))
  await tx
    .delete(affiliateReferrals)
    .where(or(eq(affiliateReferrals.affiliateUserId, userId), eq(affiliateReferrals.referredUserId, userId)))
  await tx
    .update(affiliateCommissions)
    .set({ status: 'reversed', reversedAt: now })
    .where(
      and(
        eq(affiliateCommissions.affiliateUserId, userId),
        inArray(affiliateCommissions.status, ['pending', 'approved']),
        isNull(affiliateCommissions.payoutId),
      ),
    )
  await tx
    .update(affiliateCommissions)
    .set({ referredUserId: null })
    .where(eq(affiliateCommissions.referredUserId, userId))

  // Team invitations to their address carry it: all go (a pending one could otherwise still be accepted by
  // whoever later holds the address). Invitations they sent stay valid; the account sent them, not the person.
  await tx
    .delete(accountInvitations)
    .where(or(eq(accountInvitations.email, address), eq(accountInvitations.acceptedByUserId, userId)))
  await tx
    .update(accountInvitations)
    .set({ invitedByUserId: null })
    .where(eq(accountInvitations.invitedByUserId, userId))

  // Reports they made (of a message or a person) go with their review. The admin audit log is append-only and
  // stays: its target ids are the trail of what admins did, and name nobody once the user row is the tombstone.
  const messageReportIds = await tx
    .delete(messageReports)
    .where(eq(messageReports.reporterId, userId))
    .returning({ id: messageReports.id })
  const personReportIds = await tx
    .delete(userReports)
    .where(eq(userReports.reporterId, userId))
    .returning({ id: userReports.id })
  for (const [kind, rows] of [
    ['message', messageReportIds],
    ['person', personReportIds],
  ] as const) {
    if (rows.length === 0) continue
    await tx.delete(reportReviews).where(
      and(
        eq(reportReviews.reportKind, kind),
        inArray(
          reportReviews.reportId,
          rows.map((r) => r.id),
        ),
      ),
    )
  }
}
