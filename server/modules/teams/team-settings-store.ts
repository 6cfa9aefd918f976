import { eq } from 'drizzle-orm'
import { INVITATION_EXPIRY_DAYS_DEFAULT } from '@/api/team/team-settings'
import type { Db } from '../../db/client'
import { accountTeamSettings } from '../../db/schema/team-invitations'

export type TeamSettings = { defaultInviteRole: string; invitationExpiryDays: number }

/** The account's team settings, or the defaults when it never saved any. */
export async function teamSettingsOf(db: Db, accountId: string): Promise<TeamSettings> {
  const [row] = await db
    .select()
    .from(accountTeamSettings)
    .where(eq(accountTeamSettings.accountId, accountId))
  return {
    defaultInviteRole: row?.defaultInviteRole ?? 'Recruiter',
    invitationExpiryDays: row?.invitationExpiryDays ?? INVITATION_EXPIRY_DAYS_DEFAULT,
  }
}
