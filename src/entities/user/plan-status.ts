import { parseRole, Role, roleLabel } from '@/api/roles'

const ADMINISTRATORS: readonly Role[] = [Role.Admin, Role.SuperAdmin]

/**
 * Administrators run the platform and are never billed, so they have no plan: no Free or Premium badge and no
 * upgrade link for them. Decided by the stored role, not a super admin's display persona: the persona changes what
 * screens show, not who pays.
 */
export function hasPlan(role: string): boolean {
  return !ADMINISTRATORS.includes(parseRole(role))
}

/** The line under the name in the account menu: the plan for members, the role for administrators. */
export function planOrRoleLabel(user: { role: string; isPremium?: boolean }): string {
  if (!hasPlan(user.role)) return roleLabel(parseRole(user.role))
  return user.isPremium ? 'Premium plan' : 'Free plan'
}
