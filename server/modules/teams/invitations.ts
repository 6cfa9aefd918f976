import { and, desc, eq, isNull } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import type { Invitation, InviteInput } from '@/api/team/team-invitations'
import type { AssignableTeamRole } from '@/api/team/team-roles'
import { TEAM_TEXTS } from '@/api/team/team-texts'
import type { Db } from '../../db/client'
import { accountMemberships } from '../../db/schema/accounts'
import { accountInvitations, type AccountInvitationRow } from '../../db/schema/team-invitations'
import { users } from '../../db/schema/users'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import { teamInvitationMail } from '../../mail/templates'
import { toInvitation } from './invitation-dto'
import { newInvitationToken } from './invitation-tokens'
import { teamCompanyOf, userName } from './team-company'
import { requireManagedTeam, teamScopeOf, type TeamScope } from './team-policy'
import { lockAccount, pendingInvitation, teamSeats } from './team-seats'
import { teamSettingsOf } from './team-settings-store'

const DAY_MS = 24 * 60 * 60_000
/** How many times one invitation is mailed at most (the first send and four resends). */
const MAX_SENDS = 5

/** Mails the invitation's link; the mailer delivers after the answer (and never with the token logged). */
async function mailInvitation(ctx: ServiceContext, row: AccountInvitationRow, token: string) {
  const company = await teamCompanyOf(ctx.db, row.accountId)
  const inviterName = await userName(ctx.db, row.invitedByUserId)
  ctx.mailer.send(
    teamInvitationMail(
      ctx.settings.PUBLIC_URL,
      { email: row.email, companyName: company.name, inviterName, personalMessage: row.personalMessage },
      token,
      row.expiresAt,
    ),
  )
}

/** Refuses a seat when members + pending invitations would pass the paid seats. Inside the account lock. */
async function ensureFreeSeat(tx: Db, accountId: string, now: Date) {
  const seats = await teamSeats(tx, accountId, now)
  if (seats.used + 1 > seats.paid) {
    throw new AppError(ErrorCode.CONFLICT_ERROR, {
      message: TEAM_TEXTS.noSeats(seats.paid),
      details: { seats },
    })
  }
}

/**
 * Invites one address into the caller's team with exactly `role`. One transaction under the account lock:
 * not a member already, no open invitation (an expired one is closed first), a free seat — then the row.
 */
export async function inviteToTeam(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  input: InviteInput,
  scope?: TeamScope,
): Promise<Invitation> {
  const team = scope ?? (await requireManagedTeam(ctx.db, viewer))
  const accountId = team.account.id
  const settings = await teamSettingsOf(ctx.db, accountId)
  const role = input.role ?? (settings.defaultInviteRole as AssignableTeamRole)
  const email = input.email.toLowerCase()
  const now = ctx.now()
  const { token, hash } = newInvitationToken(ctx)
  const row = await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, accountId)
    const [member] = await tx
      .select({ userId: users.id })
      .from(users)
      .innerJoin(accountMemberships, eq(accountMemberships.userId, users.id))
      .where(and(eq(users.email, email), eq(accountMemberships.accountId, accountId)))
    if (member) throw new AppError(ErrorCode.CONFLICT_ERROR, { message: TEAM_TEXTS.alreadyMember(email) })
    const [open] = await tx
      .select()
      .from(accountInvitations)
      .where(
        and(
          eq(accountInvitations.accountId, accountId),
          eq(accountInvitations.email, email),
          isNull(accountInvitations.acceptedAt),
          isNull(accountInvitations.revokedAt),
        ),
      )
    if (open && open.expiresAt > now) {
      throw new AppError(ErrorCode.CONFLICT_ERROR, { message: TEAM_TEXTS.alreadyInvited(email) })
    }
    // An expired invitation holds no seat; close it so the new one is the address's only open invitation.
    if (open)
      await tx.update(accountInvitations).set({ revokedAt: now }).where(eq(accountInvitations.id, open.id))
    await ensureFreeSeat(tx, accountId, now)
    const [inserted] = await tx
      .insert(accountInvitations)
      .values({
        accountId,
        email,
        roles: [role],
        personalMessage: input.personalMessage ? input.personalMessage : null,
        invitedByUserId: viewer.userId,
        tokenHash: hash,
        createdAt: now,
        lastSentAt: now,
        expiresAt: new Date(now.getTime() + settings.invitationExpiryDays * DAY_MS),
      })
      .returning()
    if (!inserted) throw new Error('invitation insert returned no row')
    return inserted
  })
  await mailInvitation(ctx, row, token)
  return toInvitation(row, await userName(ctx.db, row.invitedByUserId), now)
}

/** GET /api/account/invitations/pending: the team's open invitations, newest first; none without a team. */
export async function pendingInvitations(ctx: ServiceContext, viewer: SignedInViewer): Promise<Invitation[]> {
  const scope = await teamScopeOf(ctx.db, viewer)
  if (!scope) return []
  const now = ctx.now()
  const rows = await ctx.db
    .select({ invitation: accountInvitations, firstName: users.firstName, lastName: users.lastName })
    .from(accountInvitations)
    .leftJoin(users, eq(users.id, accountInvitations.invitedByUserId))
    .where(and(eq(accountInvitations.accountId, scope.account.id), pendingInvitation(now)))
    .orderBy(desc(accountInvitations.createdAt))
  return rows.map(({ invitation, firstName, lastName }) =>
    toInvitation(invitation, firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(), now),
  )
}

/** One invitation of the caller's managed team (another team's id is answered like a missing one). */
async function managedInvitation(ctx: ServiceContext, viewer: SignedInViewer, id: string) {
  const scope = await requireManagedTeam(ctx.db, viewer)
  const [row] = await ctx.db
    .select()
    .from(accountInvitations)
    .where(and(eq(accountInvitations.id, id), eq(accountInvitations.accountId, scope.account.id)))
  if (!row) throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: TEAM_TEXTS.invitationNotFound })
  return { scope, row }
}

/**
 * POST /api/account/invitation/{id}/resend: a new link (the old one stops working) with a fresh expiry. An
 * expired invitation may be resent while a seat is free for it again.
 */
export async function resendInvitation(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  id: string,
): Promise<Invitation> {
  const { scope, row } = await managedInvitation(ctx, viewer, id)
  if (row.acceptedAt || row.revokedAt) {
    throw new AppError(ErrorCode.CONFLICT_ERROR, { message: TEAM_TEXTS.notPending })
  }
  // A bound on mail sent to one address on an admin's say-so.
  if (row.sentCount >= MAX_SENDS) {
    throw new AppError(ErrorCode.CONFLICT_ERROR, { message: TEAM_TEXTS.resendLimit(MAX_SENDS) })
  }
  const settings = await teamSettingsOf(ctx.db, scope.account.id)
  const now = ctx.now()
  const { token, hash } = newInvitationToken(ctx)
  const updated = await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, scope.account.id)
    // An expired invitation held no seat: taking it up again needs one.
    if (row.expiresAt <= now) await ensureFreeSeat(tx, scope.account.id, now)
    const [next] = await tx
      .update(accountInvitations)
      .set({
        tokenHash: hash,
        lastSentAt: now,
        sentCount: row.sentCount + 1,
        expiresAt: new Date(now.getTime() + settings.invitationExpiryDays * DAY_MS),
      })
      .where(
        and(
          eq(accountInvitations.id, id),
          isNull(accountInvitations.acceptedAt),
          isNull(accountInvitations.revokedAt),
        ),
      )
      .returning()
    if (!next) throw new AppError(ErrorCode.CONFLICT_ERROR, { message: TEAM_TEXTS.notPending })
    return next
  })
  await mailInvitation(ctx, updated, token)
  return toInvitation(updated, await userName(ctx.db, updated.invitedByUserId), now)
}

/** POST /api/account/invitation/{id}/cancel: the link stops working and the seat is free again. */
export async function cancelInvitation(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  id: string,
): Promise<Invitation> {
  const { row } = await managedInvitation(ctx, viewer, id)
  const now = ctx.now()
  const [updated] = await ctx.db
    .update(accountInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(accountInvitations.id, row.id),
        isNull(accountInvitations.acceptedAt),
        isNull(accountInvitations.revokedAt),
      ),
    )
    .returning()
  if (!updated) throw new AppError(ErrorCode.CONFLICT_ERROR, { message: TEAM_TEXTS.notPending })
  return toInvitation(updated, await userName(ctx.db, updated.invitedByUserId), now)
}
