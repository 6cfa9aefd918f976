import { ASSIGNABLE_TEAM_ROLES, type AssignableTeamRole } from '@/api/team/team-roles'

export const isAssignableTeamRole = (role: string): role is AssignableTeamRole =>
  (ASSIGNABLE_TEAM_ROLES as readonly string[]).includes(role)

/** The role a form starts with: the account's default when it can be given, else Recruiter (the owner's cannot). */
export const assignableRoleOr = (role: string): AssignableTeamRole =>
  isAssignableTeamRole(role) ? role : 'Recruiter'
