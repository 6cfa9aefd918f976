import { describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import { can, relationOf, type Action, type OwnedResource, type Viewer } from './policy'

const OWNER = 'owner-user'
const ACCOUNT = 'account-1'
const resource = (isPublic: boolean): OwnedResource => ({ ownerUserId: OWNER, accountId: ACCOUNT, isPublic })
const viewer = (
  userId: string,
  accountRole: string | null,
  role: Role = Role.Recruiter,
  accountId: string | null = ACCOUNT,
): Viewer => ({
  userId,
  role,
  accountId,
  accountRole,
})

const VIEWERS: Record<string, Viewer> = {
  'platform-admin': viewer('admin', null, Role.Admin, null),
  owner: viewer(OWNER, 'Admin', Role.JobSeeker),
  'account-owner': viewer('boss', 'Admin', Role.Employer),
  'account-recruiter': viewer('rec', 'Recruiter'),
  'account-member': viewer('member', 'Member', Role.JobSeeker),
  other: viewer('stranger', 'Admin', Role.Employer, 'another-account'),
  anonymous: null,
}

const ACTIONS: Action[] = ['view', 'edit', 'delete', 'manage']

// The per-item rules as a matrix (owner: view, edit, delete, manage; same account: edit as account owner or
// recruiter, delete and manage only as account owner; others: no rights on a private item): rows are
// relations, columns the actions allowed on a private resource.
const EXPECTED: Record<string, Action[]> = {
  'platform-admin': ['view', 'edit', 'delete', 'manage'],
  owner: ['view', 'edit', 'delete', 'manage'],
  'account-owner': ['view', 'edit', 'delete', 'manage'],
  'account-recruiter': ['view', 'edit'],
  'account-member': ['view'],
  other: [],
  anonymous: [],
}

describe('policy matrix', () => {
  for (const [name, who] of Object.entries(VIEWERS)) {
    it(`${name}: relation and allowed actions on private and public resources`, () => {
      expect(relationOf(who, resource(false))).toBe(name)
      expect(ACTIONS.filter((action) => can(who, action, resource(false)))).toEqual(EXPECTED[name])
      const onPublic = ACTIONS.filter((action) => can(who, action, resource(true)))
      expect(onPublic).toEqual(
        ACTIONS.filter((action) => action === 'view' || EXPECTED[name]!.includes(action)),
      )
    })
  }

  it('a resource outside any account is only its owner’s (and admins’)', () => {
    const personal: OwnedResource = { ownerUserId: OWNER, accountId: null, isPublic: false }
    expect(can(viewer('rec', 'Admin', Role.Employer, null), 'view', personal)).toBe(false)
    expect(can(VIEWERS.owner!, 'delete', personal)).toBe(true)
  })
})
