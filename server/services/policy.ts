import { Role } from '@/api/roles'

/**
 * The one place that answers "may this caller do this to that" (ARCHITECTURE §6, seed 2 §6). Routes load
 * the resource, describe it as an OwnedResource, and ask; later issues add actions, not new places.
 */
export type Viewer = {
  userId: string
  role: Role
  /** The account the caller is acting in and their membership role there (Admin = account owner). */
  accountId: string | null
  accountRole: string | null
} | null

export type OwnedResource = {
  ownerUserId: string
  /** The account (tenant) the resource belongs to, if any. */
  accountId: string | null
  /** Whether someone outside the owner and the account may view it. */
  isPublic: boolean
}

export type Action = 'view' | 'edit' | 'delete' | 'manage'

export type Relation =
  | 'platform-admin'
  | 'owner'
  | 'account-owner'
  | 'account-recruiter'
  | 'account-member'
  | 'other'
  | 'anonymous'

/** How the viewer relates to the resource; the matrix below is written in these terms. */
export function relationOf(viewer: Viewer, resource: OwnedResource): Relation {
  if (!viewer) return 'anonymous'
  if (viewer.role === Role.Admin || viewer.role === Role.SuperAdmin) return 'platform-admin'
  if (viewer.userId === resource.ownerUserId) return 'owner'
  if (resource.accountId && viewer.accountId === resource.accountId) {
    if (viewer.accountRole === 'Admin') return 'account-owner'
    if (viewer.accountRole === 'Recruiter' || viewer.accountRole === 'Employer') return 'account-recruiter'
    return 'account-member'
  }
  return 'other'
}

const MATRIX: Record<Relation, readonly Action[]> = {
  'platform-admin': ['view', 'edit', 'delete', 'manage'],
  owner: ['view', 'edit', 'delete', 'manage'],
  'account-owner': ['view', 'edit', 'delete', 'manage'],
  'account-recruiter': ['view', 'edit'],
  'account-member': ['view'],
  other: [],
  anonymous: [],
}

export function can(viewer: Viewer, action: Action, resource: OwnedResource): boolean {
  if (action === 'view' && resource.isPublic) return true
  return MATRIX[relationOf(viewer, resource)].includes(action)
}
