import type { AvailableAccount } from '@/api/accounts'

type Labelled = Pick<AvailableAccount, 'kind' | 'role'>

/**
 * Membership roles as people say them. In the data "Admin" means the account's owner (whoever created it) and
 * "Employer" a member who may run it like the owner; shown raw they read like the platform's administrator role.
 */
const MEMBERSHIP_LABELS: Record<string, string> = {
  admin: 'Owner',
  employer: 'Manager',
  recruiter: 'Recruiter',
  member: 'Member',
}

/** Your part in a company account: 'Owner', 'Manager', 'Recruiter' or 'Member'. */
export function membershipLabel(role: string): string {
  return MEMBERSHIP_LABELS[role.trim().toLowerCase()] ?? 'Member'
}

/**
 * The short line under an account's name (switcher): a personal account is simply yours, so it says so rather than
 * naming its owner role; a company account names your part in it.
 */
export function accountRoleLabel(account: Labelled): string {
  return account.kind === 'personal' ? 'Personal account' : membershipLabel(account.role)
}

/** The full line on /account: 'Personal account', or 'Company account · Recruiter'. */
export function accountDescription(account: Labelled): string {
  return account.kind === 'personal'
    ? 'Personal account'
    : `Company account · ${membershipLabel(account.role)}`
}
