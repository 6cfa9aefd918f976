import { describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import type { Relation, Viewer } from '../../core/policy'
import {
  COMPANY_ACTIONS,
  canCreateCompany,
  canSeeTeam,
  companyCan,
  companyRelation,
  isCompanyOwner,
  type CompanyAction,
  type CompanyResource,
} from './company-policy'

const OWNER = 'owner-user'
const ACCOUNT = 'company-account'
const company = (isPublic: boolean): CompanyResource => ({ ownerUserId: OWNER, accountId: ACCOUNT, isPublic })

type Actor = { label: string; viewer: Viewer; relation: Relation }
const actor = (
  label: string,
  relation: Relation,
  userId: string,
  role: Role,
  accountId: string | null,
  accountRole: string | null,
): Actor => ({
  label,
  relation,
  viewer: {
    userId,
    role,
    accountId,
    accountRole,
    memberships: accountId && accountRole ? { [accountId]: accountRole } : {},
  },
})

/** Actors: who they are (role), how they relate to the company. */
const ACTORS: Actor[] = [
  actor('employer who created it', 'owner', OWNER, Role.Employer, ACCOUNT, 'Admin'),
  actor('employer owning the account', 'account-owner', 'boss', Role.Employer, ACCOUNT, 'Admin'),
  actor('recruiter of the account', 'account-recruiter', 'rita', Role.Recruiter, ACCOUNT, 'Recruiter'),
  actor('employer member of the account', 'account-recruiter', 'emma', Role.Employer, ACCOUNT, 'Employer'),
  actor('job seeker member of the account', 'account-member', 'max', Role.JobSeeker, ACCOUNT, 'Member'),
  // A role the user set for themselves (PUT /api/Users/me/role) never widens what their membership allows.
  actor(
    'recruiter of the account, self-set Employer',
    'account-recruiter',
    'rob',
    Role.Employer,
    ACCOUNT,
    'Recruiter',
  ),
  actor(
    'member of the account, self-set Employer',
    'account-member',
    'mia',
    Role.Employer,
    ACCOUNT,
    'Member',
  ),
  actor(
    'member of the account, self-set Recruiter',
    'account-member',
    'mo',
    Role.Recruiter,
    ACCOUNT,
    'Member',
  ),
  actor('employer of another account', 'other', 'otto', Role.Employer, 'elsewhere', 'Admin'),
  actor('recruiter acting in their personal account', 'other', 'rita', Role.Recruiter, 'personal', 'Admin'),
  actor('job seeker', 'other', 'jo', Role.JobSeeker, 'personal-jo', 'Admin'),
  actor('platform admin', 'platform-admin', 'root', Role.Admin, null, null),
  { label: 'signed out', relation: 'anonymous', viewer: null },
]

/**
 * The per-item rules for companies (owner: everything; same account: edit as account owner or recruiter,
 * delete and manage only as account owner; others: no edit rights) on a company others cannot see yet
 * (draft, onboarding, private). Ours: publish and status changes are "manage" (owner and account owner
 * only); a recruiter who may edit a company may post jobs for it; nobody follows a company they own or
 * work for.
 */
const ON_HIDDEN: Record<string, CompanyAction[]> = {
  'employer who created it': [
    'view',
    'editProfile',
    'manageTeam',
    'publish',
    'changeStatus',
    'delete',
    'postJob',
    'contact',
    'unfollow',
  ],
  'employer owning the account': [
    'view',
    'editProfile',
    'manageTeam',
    'publish',
    'changeStatus',
    'delete',
    'postJob',
    'contact',
    'unfollow',
  ],
  'recruiter of the account': ['view', 'editProfile', 'postJob', 'contact', 'unfollow'],
  'employer member of the account': ['view', 'editProfile', 'postJob', 'contact', 'unfollow'],
  'job seeker member of the account': ['view', 'contact', 'unfollow'],
  'recruiter of the account, self-set Employer': ['view', 'editProfile', 'postJob', 'contact', 'unfollow'],
  'member of the account, self-set Employer': ['view', 'contact', 'unfollow'],
  'member of the account, self-set Recruiter': ['view', 'contact', 'unfollow'],
  'employer of another account': ['unfollow'],
  'recruiter acting in their personal account': ['unfollow'],
  'job seeker': ['unfollow'],
  'platform admin': [
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
  ],
  'signed out': [],
}

/** On a published public company, outsiders may also view, contact and follow it. */
const ON_PUBLIC: Record<string, CompanyAction[]> = {
  ...ON_HIDDEN,
  'employer of another account': ['view', 'contact', 'follow', 'unfollow'],
  'recruiter acting in their personal account': ['view', 'contact', 'follow', 'unfollow'],
  'job seeker': ['view', 'contact', 'follow', 'unfollow'],
  'signed out': ['view'],
}

describe('company policy: actor × relation × action → allowed', () => {
  for (const { label, viewer, relation } of ACTORS) {
    it(`${label} (${relation})`, () => {
      expect(companyRelation(viewer, company(false))).toBe(relation)
      expect(COMPANY_ACTIONS.filter((action) => companyCan(viewer, action, company(false)))).toEqual(
        ON_HIDDEN[label],
      )
      expect(COMPANY_ACTIONS.filter((action) => companyCan(viewer, action, company(true)))).toEqual(
        ON_PUBLIC[label],
      )
    })
  }

  it('an admin who created the company is its owner: no following it', () => {
    const admin: Viewer = { userId: OWNER, role: Role.Admin, accountId: null, accountRole: null }
    expect(companyCan(admin, 'follow', company(true))).toBe(false)
    expect(companyCan(admin, 'publish', company(false))).toBe(true)
  })

  it('a company outside any account belongs to its creator (and admins) only', () => {
    const personal: CompanyResource = { ownerUserId: OWNER, accountId: null, isPublic: false }
    const stranger: Viewer = { userId: 'x', role: Role.Employer, accountId: null, accountRole: null }
    expect(companyCan(stranger, 'view', personal)).toBe(false)
    expect(companyCan(stranger, 'editProfile', personal)).toBe(false)
  })

  it('creating companies is for employers and admins; isOwner and the team list follow the relation', () => {
    const byRole = (role: Role): Viewer => ({ userId: 'u', role, accountId: null, accountRole: null })
    expect(
      [Role.JobSeeker, Role.Recruiter, Role.Employer, Role.Affiliate, Role.Admin, Role.SuperAdmin].filter(
        (role) => canCreateCompany(byRole(role)),
      ),
    ).toEqual([Role.Employer, Role.Admin, Role.SuperAdmin])
    expect(canCreateCompany(null)).toBe(false)

    const owners = ACTORS.filter((a) => isCompanyOwner(a.viewer, company(true))).map((a) => a.label)
    expect(owners).toEqual(['employer who created it', 'employer owning the account'])
    const team = ACTORS.filter((a) => canSeeTeam(a.viewer, company(true))).map((a) => a.label)
    expect(team).toEqual([
      'employer who created it',
      'employer owning the account',
      'recruiter of the account',
      'employer member of the account',
      'job seeker member of the account',
      'recruiter of the account, self-set Employer',
      'member of the account, self-set Employer',
      'member of the account, self-set Recruiter',
      'platform admin',
    ])
  })
})
