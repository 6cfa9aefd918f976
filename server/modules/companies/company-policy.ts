import { can as roleCan } from '@/api/roles'
import {
  can,
  hasCapabilityOn,
  relationOf,
  type OwnedResource,
  type Relation,
  type Viewer,
} from '../../core/policy'

/**
 * Company actions (spec: roles and permissions — view, edit profile, manage team, post job, contact,
 * follow/unfollow) in terms of the one policy module's view/edit/delete/manage. Ours: publish and status
 * (status and visibility changes) are management, like the team.
 */
export type CompanyAction =
  | 'view'
  | 'editProfile'
  | 'manageTeam'
  | 'publish'
  | 'changeStatus'
  | 'delete'
  | 'postJob'
  | 'contact'
  | 'follow'
  | 'unfollow'

export const COMPANY_ACTIONS: readonly CompanyAction[] = [
  'view',
  'editProfile',
  'manageTeam',
  'publish',
  'changeStatus',
  'delete',
  'postJob',
  'contact',
  'follow',
  'unfollow',
]

/** What the policy needs to know about a company. */
export type CompanyResource = OwnedResource

/** Relations that make a company "owned" by the viewer (own or account-owned): they cannot follow it. */
const INSIDE: readonly Relation[] = ['owner', 'account-owner', 'account-recruiter', 'account-member']

export function companyRelation(viewer: Viewer, company: CompanyResource): Relation {
  return relationOf(viewer, company)
}

export function companyCan(viewer: Viewer, action: CompanyAction, company: CompanyResource): boolean {
  switch (action) {
    case 'view':
      return can(viewer, 'view', company)
    case 'editProfile':
      return can(viewer, 'edit', company)
    case 'manageTeam':
    case 'publish':
    case 'changeStatus':
      return can(viewer, 'manage', company)
    case 'delete':
      return can(viewer, 'delete', company)
    case 'postJob':
      return can(viewer, 'edit', company) && hasCapabilityOn(viewer, 'postJobs', company)
    case 'contact':
      return viewer !== null && can(viewer, 'view', company)
    case 'follow':
      // "Track is allowed on items not owned" (spec): an admin who owns the company is still its owner.
      return (
        viewer !== null &&
        viewer.userId !== company.ownerUserId &&
        !INSIDE.includes(relationOf(viewer, company)) &&
        can(viewer, 'view', company)
      )
    case 'unfollow':
      // Untrack is always possible for a signed-in user: the state is simply "not following" afterwards.
      return viewer !== null
  }
}

/** Creating a company is "Manage account and team": employers, admins, super admins (spec: roles). */
export function canCreateCompany(viewer: Viewer): boolean {
  return viewer !== null && roleCan(viewer.role, 'manageAccount')
}

/** The creator, or the owner of the company's account: what the profile's `isOwner` flag reports. */
export function isCompanyOwner(viewer: Viewer, company: CompanyResource): boolean {
  if (!viewer) return false
  if (viewer.userId === company.ownerUserId) return true
  return (
    company.accountId !== null && viewer.accountId === company.accountId && viewer.accountRole === 'Admin'
  )
}

/** Members of the company's account (and the creator, and platform admins) see the team list. */
export function canSeeTeam(viewer: Viewer, company: CompanyResource): boolean {
  const relation = relationOf(viewer, company)
  return relation === 'platform-admin' || INSIDE.includes(relation)
}
