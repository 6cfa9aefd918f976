import { and, asc, eq, inArray } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import { mayManageTeamRole } from '@/api/team/team-roles'
import { TEAM_TEXTS } from '@/api/team/team-texts'
import type { Db } from '../../db/client'
import { accountMemberships, accounts, type AccountRow } from '../../db/schema/accounts'
import { AppError } from '../../core/app-error'
import { membershipIn } from '../../core/policy'
import type { SignedInViewer } from '../../core/viewer'

/**
 * Who may do what to a team (decision 042). Every member sees their team; only the owner (membership Admin)
 * and admins (membership Employer) change it — seed 1 §3 isAdmin, §6 "Manage account and team". A platform
 * role grants nothing here: a team is its members' business.
 */
export type TeamAction = 'view' | 'manage'

export function canOnTeam(viewer: SignedInViewer, action: TeamAction, accountId: string): boolean {
  const membership = membershipIn(viewer, accountId)
  if (membership === null) return false
  return action === 'view' || mayManageTeamRole(membership)
}

export type TeamScope = { account: AccountRow; role: string; canManage: boolean }

const ROLE_PREFERENCE = ['Admin', 'Employer', 'Recruiter', 'Member']

/**
 * The team a call is about: the company account the caller acts in, else the company account they have the
 * most say in (an employer signed in to their personal account still manages their company's team). Teams
 * are company accounts: a personal account has no team.
 */
export async function teamScopeOf(db: Db, viewer: SignedInViewer): Promise<TeamScope | null> {
  const ids = Object.keys(viewer.memberships ?? (viewer.accountId ? { [viewer.accountId]: '' } : {}))
  if (ids.length === 0) return null
  const rows = await db
    .select()
    .from(accounts)
    .where(and(inArray(accounts.id, ids), eq(accounts.kind, 'company')))
    .orderBy(asc(accounts.createdAt), asc(accounts.id))
  const rank = (row: AccountRow) => {
    if (row.id === viewer.accountId) return -1
    const role = membershipIn(viewer, row.id) ?? ''
    const index = ROLE_PREFERENCE.indexOf(role)
    return index === -1 ? ROLE_PREFERENCE.length : index
  }
  const account = [...rows].sort((a, b) => rank(a) - rank(b))[0]
  if (!account) return null
  const role = membershipIn(viewer, account.id)
  if (role === null) return null
  return { account, role, canManage: canOnTeam(viewer, 'manage', account.id) }
}

/** The caller's team, or 404 when they have none. */
export async function requireTeam(db: Db, viewer: SignedInViewer): Promise<TeamScope> {
  const scope = await teamScopeOf(db, viewer)
  if (!scope) throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: TEAM_TEXTS.noTeam })
  return scope
}

/** The caller's team when they may change it: 404 without a team, 403 for a member who is not an admin. */
export async function requireManagedTeam(db: Db, viewer: SignedInViewer): Promise<TeamScope> {
  const scope = await requireTeam(db, viewer)
  if (!scope.canManage)
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, { message: TEAM_TEXTS.mayNotManage })
  return scope
}

/** The current membership role of a user in an account (read inside the caller's transaction). */
export async function memberRole(db: Db, accountId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ role: accountMemberships.role })
    .from(accountMemberships)
    .where(and(eq(accountMemberships.accountId, accountId), eq(accountMemberships.userId, userId)))
  return row?.role ?? null
}
