import { and, asc, eq } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import type { Team } from '@/api/team/team-members'
import type { AssignableTeamRole } from '@/api/team/team-roles'
import { TEAM_TEXTS } from '@/api/team/team-texts'
import { accountMemberships } from '../../db/schema/accounts'
import { users } from '../../db/schema/users'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import { fullName } from '../auth/user-records'
import { memberRole, requireManagedTeam, requireTeam } from './team-policy'
import { takeSeat } from './team-seat-holders'
import { teamSeats } from './team-seats'

/** GET /api/account/users: every member of the caller's team with their role, and the seats. */
export async function getTeam(ctx: ServiceContext, viewer: SignedInViewer): Promise<Team> {
  const scope = await requireTeam(ctx.db, viewer)
  const rows = await ctx.db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      avatar: users.avatar,
      role: accountMemberships.role,
      joinedAt: accountMemberships.createdAt,
    })
    .from(accountMemberships)
    .innerJoin(users, eq(users.id, accountMemberships.userId))
    .where(eq(accountMemberships.accountId, scope.account.id))
    .orderBy(asc(accountMemberships.createdAt), asc(users.firstName))
  const members = rows
    .map((row) => ({
      userId: row.userId,
      name: fullName(row),
      email: row.email,
      avatar: row.avatar,
      role: row.role,
      isOwner: row.userId === scope.account.ownerUserId,
      isYou: row.userId === viewer.userId,
      joinedAt: row.joinedAt.toISOString(),
    }))
    // The owner first, then by when they joined.
    .sort((a, b) => Number(b.isOwner) - Number(a.isOwner))
  return {
    account: { id: scope.account.id, name: scope.account.name, logoUrl: scope.account.logoUrl },
    yourRole: scope.role,
    canManage: scope.canManage,
    members,
    seats: await teamSeats(ctx.db, scope.account.id, ctx.now()),
  }
}

/** The member a change is about: a member of the caller's managed team who is not its owner. */
async function changeableMember(ctx: ServiceContext, viewer: SignedInViewer, userId: string) {
  const scope = await requireManagedTeam(ctx.db, viewer)
  const role = await memberRole(ctx.db, scope.account.id, userId)
  if (role === null) throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: TEAM_TEXTS.memberNotFound })
  if (role === 'Admin' || userId === scope.account.ownerUserId) {
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, { message: TEAM_TEXTS.ownerFixed })
  }
  return scope
}

/** PUT /api/account/roles: one member's role; never the owner's, never to owner. */
export async function changeMemberRole(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  userId: string,
  role: AssignableTeamRole,
) {
  const scope = await changeableMember(ctx, viewer, userId)
  await ctx.db
    .update(accountMemberships)
    .set({ role })
    .where(and(eq(accountMemberships.accountId, scope.account.id), eq(accountMemberships.userId, userId)))
  return getTeam(ctx, viewer)
}

/** DELETE /api/account/users/{id}: the member leaves the team and its seat (their Premium through it ends). */
export async function removeMember(ctx: ServiceContext, viewer: SignedInViewer, userId: string) {
  const scope = await changeableMember(ctx, viewer, userId)
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(accountMemberships)
      .where(and(eq(accountMemberships.accountId, scope.account.id), eq(accountMemberships.userId, userId)))
    await takeSeat(tx, scope.account.id, userId, ctx.now())
  })
  return { userId, removed: true as const }
}
