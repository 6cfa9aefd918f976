import { eq, inArray } from 'drizzle-orm'
import type { AccountExport } from '@/api/my-data'
import type { Db } from '../../db/client'
import { affiliateCodes, affiliateCommissions, affiliatePayouts } from '../../db/schema/affiliates'
import { outreachSequences, outreachSteps } from '../../db/schema/outreach'
import { accountInvitations } from '../../db/schema/team-invitations'

/**
 * The export's part for outreach, affiliates and team invitations (decision 039). Only what the caller made:
 * their sequences and steps (not who is enrolled: those people's data), their code, commissions and payouts, the
 * invitations they sent (without the token hash). Talent-pool memberships and notes about the caller are the
 * recruiting account's working data, not the caller's, and are not exported.
 */
export async function exportWorkData(
  db: Db,
  userId: string,
): Promise<Pick<AccountExport, 'outreachSequences' | 'affiliate' | 'invitationsSent'>> {
  const sequences = await db.select().from(outreachSequences).where(eq(outreachSequences.ownerUserId, userId))
  const steps = sequences.length
    ? await db
        .select()
        .from(outreachSteps)
        .where(
          inArray(
            outreachSteps.sequenceId,
            sequences.map((s) => s.id),
          ),
        )
        .orderBy(outreachSteps.position)
    : []
  const [[code], commissions, payouts, invitations] = await Promise.all([
    db.select({ code: affiliateCodes.code }).from(affiliateCodes).where(eq(affiliateCodes.userId, userId)),
    db
      .select({
        id: affiliateCommissions.id,
        invoiceTotalCents: affiliateCommissions.invoiceTotalCents,
        amountCents: affiliateCommissions.amountCents,
        currency: affiliateCommissions.currency,
        status: affiliateCommissions.status,
        earnedAt: affiliateCommissions.earnedAt,
        approvedAt: affiliateCommissions.approvedAt,
        reversedAt: affiliateCommissions.reversedAt,
        paidAt: affiliateCommissions.paidAt,
      })
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.affiliateUserId, userId)),
    db.select().from(affiliatePayouts).where(eq(affiliatePayouts.affiliateUserId, userId)),
    db
      .select({
        id: accountInvitations.id,
        accountId: accountInvitations.accountId,
        email: accountInvitations.email,
        roles: accountInvitations.roles,
        personalMessage: accountInvitations.personalMessage,
        createdAt: accountInvitations.createdAt,
        expiresAt: accountInvitations.expiresAt,
        acceptedAt: accountInvitations.acceptedAt,
        revokedAt: accountInvitations.revokedAt,
      })
      .from(accountInvitations)
      .where(eq(accountInvitations.invitedByUserId, userId)),
  ])
  return {
    outreachSequences: sequences.map((s) => ({ ...s, steps: steps.filter((p) => p.sequenceId === s.id) })),
    affiliate: { code: code?.code ?? null, commissions, payouts },
    invitationsSent: invitations,
  }
}
