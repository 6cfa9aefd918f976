import { describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import {
  can,
  canOnPerson,
  relationOf,
  type Action,
  type OwnedResource,
  type PersonAction,
  type PersonConnectionState,
  type PersonResource,
  type Viewer,
} from './policy'

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

describe('canOnPerson (issue 15)', () => {
  const viewer = { userId: 'me', role: Role.JobSeeker, accountId: null, accountRole: null }
  const person = (connection: PersonConnectionState, blocked = false): PersonResource => ({
    userId: 'them',
    connection,
    blocked,
  })
  const STATES: readonly PersonConnectionState[] = ['none', 'pending_sent', 'pending_received', 'connected']
  const OFFERED: Record<PersonConnectionState, readonly PersonAction[]> = {
    none: ['connect'],
    pending_sent: ['withdraw'],
    pending_received: ['connect', 'accept', 'reject'],
    connected: ['remove'],
  }

  it('offers each connection action only from its state', () => {
    for (const state of STATES) {
      for (const action of ['connect', 'withdraw', 'accept', 'reject', 'remove'] as const) {
        expect([state, action, canOnPerson(viewer, action, person(state))]).toEqual([
          state,
          action,
          OFFERED[state].includes(action),
        ])
      }
    }
  })

  it('a block hides the person and closes everything but blocking', () => {
    expect(canOnPerson(viewer, 'view', person('none', true))).toBe(false)
    expect(canOnPerson(null, 'view', person('none'))).toBe(true)
    for (const action of ['connect', 'report', 'withdraw'] as const) {
      expect(canOnPerson(viewer, action, person('none', true))).toBe(false)
    }
    expect(canOnPerson(viewer, 'block', person('none', true))).toBe(true)
  })

  it('visitors and the person themselves may not act', () => {
    for (const action of ['connect', 'block', 'report'] as const) {
      expect(canOnPerson(null, action, person('none'))).toBe(false)
      expect(canOnPerson(viewer, action, { ...person('none'), userId: 'me' })).toBe(false)
    }
  })
})
