import type { Invitation, InvitationStatus } from '@/api/team/team-invitations'
import type { AccountInvitationRow } from '../../db/schema/team-invitations'

export function invitationStatus(row: AccountInvitationRow, now: Date): InvitationStatus {
  if (row.acceptedAt) return 'accepted'
  if (row.revokedAt) return 'cancelled'
  return row.expiresAt <= now ? 'expired' : 'pending'
}

export function toInvitation(row: AccountInvitationRow, inviterName: string | null, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    rolesToAssign: [...row.roles],
    personalMessage: row.personalMessage,
    status: invitationStatus(row, now),
    inviterName,
    invitedAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt.toISOString(),
    sentCount: row.sentCount,
    expiresAt: row.expiresAt.toISOString(),
  }
}
