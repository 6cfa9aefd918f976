import * as v from 'valibot'

/**
 * Membership roles of an account (decision 042). 'Admin' is the owner (seed 1 §3: isOwner); an 'Employer'
 * member is an admin of the account (isAdmin); recruiters hire; plain members only look. An invitation or a
 * role change may grant any of these but the owner's.
 */
export const ASSIGNABLE_TEAM_ROLES = ['Employer', 'Recruiter', 'Member'] as const
export type AssignableTeamRole = (typeof ASSIGNABLE_TEAM_ROLES)[number]

export const TEAM_ROLE_LABELS: Record<string, string> = {
  Admin: 'Owner',
  Employer: 'Admin',
  Recruiter: 'Recruiter',
  Member: 'Member',
}

export const AssignableTeamRoleSchema = v.picklist(
  ASSIGNABLE_TEAM_ROLES,
  'Role must be Employer, Recruiter or Member',
)

/** Who may change the team: the owner and admins (seed 1 §3 isAdmin: account role Admin or Employer). */
export const mayManageTeamRole = (role: string | null | undefined) => role === 'Admin' || role === 'Employer'
