import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { AccountAnalytics, AccountSettings, AccountSettingsInput } from '@/api/team/team-settings'
import type { InvitationAnalytics } from '@/api/team/team-invitations'
import { accountMemberships, accounts } from '../../db/schema/accounts'
import { applications } from '../../db/schema/applications'
import { jobs } from '../../db/schema/jobs'
import { accountInvitations, accountTeamSettings } from '../../db/schema/team-invitations'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import { requireManagedTeam, requireTeam } from './team-policy'
import { teamSeats } from './team-seats'
import { teamSettingsOf } from './team-settings-store'

const DAY_MS = 24 * 60 * 60_000

/** GET /api/account/settings: every member reads them; only admins change them. */
export async function getAccountSettings(
  ctx: ServiceContext,
  viewer: SignedInViewer,
): Promise<AccountSettings> {
  const scope = await requireTeam(ctx.db, viewer)
  const settings = await teamSettingsOf(ctx.db, scope.account.id)
  return {
    accountId: scope.account.id,
    name: scope.account.name,
    logoUrl: scope.account.logoUrl,
    ...settings,
  }
}

/** POST /api/account/settings: the fields sent change, in one transaction; the others keep their values. */
export async function saveAccountSettings(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  input: AccountSettingsInput,
): Promise<AccountSettings> {
  const scope = await requireManagedTeam(ctx.db, viewer)
  const accountId = scope.account.id
  await ctx.db.transaction(async (tx) => {
    const accountChange = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.logoUrl !== undefined ? { logoUrl: input.logoUrl } : {}),
    }
    if (Object.keys(accountChange).length > 0) {
      await tx.update(accounts).set(accountChange).where(eq(accounts.id, accountId))
    }
    const teamChange = {
      ...(input.defaultInviteRole !== undefined ? { defaultInviteRole: input.defaultInviteRole } : {}),
      ...(input.invitationExpiryDays !== undefined
        ? { invitationExpiryDays: input.invitationExpiryDays }
        : {}),
    }
    if (Object.keys(teamChange).length > 0) {
      await tx
        .insert(accountTeamSettings)
        .values({ accountId, ...teamChange, updatedAt: ctx.now() })
        .onConflictDoUpdate({
          target: accountTeamSettings.accountId,
          set: { ...teamChange, updatedAt: ctx.now() },
        })
    }
  })
  const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, accountId))
  const settings = await teamSettingsOf(ctx.db, accountId)
  return {
    accountId,
    name: account?.name ?? scope.account.name,
    logoUrl: account?.logoUrl ?? null,
    ...settings,
  }
}

/** GET /api/account/analytics: the team's size and seats and what the account hires — for every member. */
export async function accountAnalytics(
  ctx: ServiceContext,
  viewer: SignedInViewer,
): Promise<AccountAnalytics> {
  const scope = await requireTeam(ctx.db, viewer)
  const accountId = scope.account.id
  const now = ctx.now()
  const roles = await ctx.db
    .select({ role: accountMemberships.role, n: count() })
    .from(accountMemberships)
    .where(eq(accountMemberships.accountId, accountId))
    .groupBy(accountMemberships.role)
  const membersByRole: Record<string, number> = {}
  for (const row of roles) membersByRole[row.role] = row.n
  const [jobCounts] = await ctx.db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${jobs.status} = 'active')::int`,
    })
    .from(jobs)
    .where(and(eq(jobs.accountId, accountId), sql`${jobs.deletedAt} is null`))
  const accountJobs = ctx.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.accountId, accountId))
  const [applicationCounts] = await ctx.db
    .select({
      total: count(),
      recent: sql<number>`count(*) filter (where ${applications.createdAt} >= ${new Date(now.getTime() - 30 * DAY_MS).toISOString()})::int`,
    })
    .from(applications)
    .where(inArray(applications.jobId, accountJobs))
  const seats = await teamSeats(ctx.db, accountId, now)
  return {
    members: seats.members,
    membersByRole,
    seats: { paid: seats.paid, used: seats.used },
    pendingInvitations: seats.pending,
    jobs: { total: jobCounts?.total ?? 0, active: jobCounts?.active ?? 0 },
    applications: { total: applicationCounts?.total ?? 0, last30Days: applicationCounts?.recent ?? 0 },
  }
}

/** GET /api/account/invitation-analytics: how the team's invitations fared (owners and admins). */
export async function invitationAnalytics(
  ctx: ServiceContext,
  viewer: SignedInViewer,
): Promise<InvitationAnalytics> {
  const scope = await requireManagedTeam(ctx.db, viewer)
  const now = ctx.now()
  const rows = await ctx.db
    .select({
      createdAt: accountInvitations.createdAt,
      acceptedAt: accountInvitations.acceptedAt,
      revokedAt: accountInvitations.revokedAt,
      expiresAt: accountInvitations.expiresAt,
    })
    .from(accountInvitations)
    .where(eq(accountInvitations.accountId, scope.account.id))
  let accepted = 0
  let cancelled = 0
  let expired = 0
  const hours: number[] = []
  for (const row of rows) {
    if (row.acceptedAt) {
      accepted += 1
      hours.push((row.acceptedAt.getTime() - row.createdAt.getTime()) / 3_600_000)
    } else if (row.revokedAt) cancelled += 1
    else if (row.expiresAt <= now) expired += 1
  }
  const decided = accepted + cancelled + expired
  hours.sort((a, b) => a - b)
  const mid = Math.floor(hours.length / 2)
  const median =
    hours.length === 0 ? null : hours.length % 2 ? hours[mid]! : (hours[mid - 1]! + hours[mid]!) / 2
  return {
    sent: rows.length,
    pending: rows.length - decided,
    accepted,
    expired,
    cancelled,
    acceptanceRate: decided === 0 ? null : Math.round((accepted / decided) * 100),
    medianHoursToAccept: median === null ? null : Math.round(median * 10) / 10,
  }
}
