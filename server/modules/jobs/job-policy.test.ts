import { describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import {
  JOB_ACTIONS,
  canOnJob,
  relationOf,
  type JobAction,
  type JobResource,
  type Viewer,
} from '../../core/policy'

const OWNER = 'owner-user'
const ACCOUNT = 'company-account'

const job = (listed: boolean, accountId: string | null = ACCOUNT): JobResource => ({
  ownerUserId: OWNER,
  accountId,
  isPublic: listed,
})

const actor = (
  userId: string,
  role: Role,
  accountRole: string | null,
  accountId: string | null = ACCOUNT,
  otherMemberships: Record<string, string> = {},
): Viewer => ({
  userId,
  role,
  accountId: accountRole === null ? null : accountId,
  accountRole,
  memberships:
    accountRole === null || accountId === null
      ? otherMemberships
      : { ...otherMemberships, [accountId]: accountRole },
})

/**
 * The item relation (owner, same account, other) × the role's capabilities (e.g. delete jobs: employer, admin,
 * super admin), one row per actor (spec: roles and permissions). Columns, in order:
 *   view edit delete manage clone analytics viewApplications contactCandidates assignRecruiter track
 * 'Y' allowed, '.' refused. `hidden` is a draft/paused/closed/expired/private job; `listed` a public active one.
 */
const COLUMNS = JOB_ACTIONS
const TABLE: { actor: string; who: Viewer; relation: string; hidden: string; listed: string }[] = [
  {
    actor: 'owner, employer, owns the account',
    who: actor(OWNER, Role.Employer, 'Admin'),
    relation: 'owner',
    hidden: 'YYYYYYYYY.',
    listed: 'YYYYYYYYY.',
  },
  {
    actor: 'owner, recruiter in the account',
    who: actor(OWNER, Role.Recruiter, 'Recruiter'),
    relation: 'owner',
    hidden: 'YY.YYYYY..',
    listed: 'YY.YYYYY..',
  },
  {
    actor: 'owner, now a job seeker',
    who: actor(OWNER, Role.JobSeeker, 'Member'),
    relation: 'owner',
    hidden: 'Y.........',
    listed: 'Y.........',
  },
  {
    actor: 'owner, recruiter in the account, who set their own role to Employer',
    who: actor(OWNER, Role.Employer, 'Recruiter'),
    relation: 'owner',
    hidden: 'YY.YYYYY..',
    listed: 'YY.YYYYY..',
  },
  {
    actor: 'owner, member of the account, who set their own role to Employer',
    who: actor(OWNER, Role.Employer, 'Member'),
    relation: 'owner',
    hidden: 'Y.........',
    listed: 'Y.........',
  },
  {
    actor: 'owner, recruiter who left the account, now an Employer elsewhere',
    who: actor(OWNER, Role.Employer, 'Admin', 'own-account'),
    relation: 'owner',
    hidden: 'Y.........',
    listed: 'Y.........',
  },
  {
    actor: 'account owner (employer)',
    who: actor('boss', Role.Employer, 'Admin'),
    relation: 'account-owner',
    hidden: 'YYYYYYYYY.',
    listed: 'YYYYYYYYY.',
  },
  {
    actor: 'account recruiter',
    who: actor('rec', Role.Recruiter, 'Recruiter'),
    relation: 'account-recruiter',
    hidden: 'YY..YYYY..',
    listed: 'YY..YYYY..',
  },
  {
    actor: 'account employer (not owner)',
    who: actor('emp', Role.Employer, 'Employer'),
    relation: 'account-recruiter',
    hidden: 'YY..YYYY..',
    listed: 'YY..YYYY..',
  },
  {
    actor: 'account recruiter who set their own role to Employer',
    who: actor('rec2', Role.Employer, 'Recruiter'),
    relation: 'account-recruiter',
    hidden: 'YY..YYYY..',
    listed: 'YY..YYYY..',
  },
  {
    actor: 'account member, job seeker',
    who: actor('member', Role.JobSeeker, 'Member'),
    relation: 'account-member',
    hidden: 'Y.........',
    listed: 'Y.........',
  },
  {
    actor: 'account member, recruiter role',
    who: actor('member2', Role.Recruiter, 'Member'),
    relation: 'account-member',
    hidden: 'Y.........',
    listed: 'Y.........',
  },
  {
    actor: 'account member who set their own role to Employer',
    who: actor('member3', Role.Employer, 'Member'),
    relation: 'account-member',
    hidden: 'Y.........',
    listed: 'Y.........',
  },
  {
    actor: 'other employer',
    who: actor('stranger', Role.Employer, 'Admin', 'other-account'),
    relation: 'other',
    hidden: '..........',
    listed: 'Y........Y',
  },
  {
    actor: 'other recruiter',
    who: actor('stranger2', Role.Recruiter, null),
    relation: 'other',
    hidden: '..........',
    listed: 'Y........Y',
  },
  {
    actor: 'other job seeker',
    who: actor('seeker', Role.JobSeeker, null),
    relation: 'other',
    hidden: '..........',
    listed: 'Y........Y',
  },
  { actor: 'signed out', who: null, relation: 'anonymous', hidden: '..........', listed: 'Y.........' },
  {
    actor: 'admin',
    who: actor('admin', Role.Admin, null),
    relation: 'platform-admin',
    hidden: 'YYYYYYYYYY',
    listed: 'YYYYYYYYYY',
  },
  {
    actor: 'super admin',
    who: actor('root', Role.SuperAdmin, null),
    relation: 'platform-admin',
    hidden: 'YYYYYYYYYY',
    listed: 'YYYYYYYYYY',
  },
]

const allowedOf = (who: Viewer, resource: JobResource) =>
  COLUMNS.map((action: JobAction) => (canOnJob(who, action, resource) ? 'Y' : '.')).join('')

describe('job policy: actor × relation × action', () => {
  it('has one column per job action of the spec (view, edit, analytics, pause/activate, clone, …)', () => {
    expect(COLUMNS).toEqual([
      'view',
      'edit',
      'delete',
      'manage',
      'clone',
      'analytics',
      'viewApplications',
      'contactCandidates',
      'assignRecruiter',
      'track',
    ])
  })

  for (const row of TABLE) {
    it(`${row.actor} (${row.relation})`, () => {
      expect(relationOf(row.who, job(false))).toBe(row.relation)
      expect(allowedOf(row.who, job(false)), 'hidden job').toBe(row.hidden)
      expect(allowedOf(row.who, job(true)), 'listed job').toBe(row.listed)
    })
  }

  it('assigning recruiters needs an account: never on a job outside any account', () => {
    expect(canOnJob(actor(OWNER, Role.Employer, 'Admin'), 'assignRecruiter', job(true, null))).toBe(false)
    expect(canOnJob(actor('admin', Role.Admin, null), 'assignRecruiter', job(true, null))).toBe(false)
  })

  it('an owner acting in another account is still the owner (edits, never tracks their own job)', () => {
    const elsewhere = actor(OWNER, Role.Employer, 'Admin', 'personal-account', { [ACCOUNT]: 'Admin' })
    expect(relationOf(elsewhere, job(true))).toBe('owner')
    expect(canOnJob(elsewhere, 'edit', job(true))).toBe(true)
    expect(canOnJob(elsewhere, 'track', job(true))).toBe(false)
    // …but assigning recruiters is the account owner's, in that account.
    expect(canOnJob(elsewhere, 'assignRecruiter', job(true))).toBe(false)
  })

  it('without the membership list, only the current account’s membership counts (least privilege)', () => {
    const { memberships: _unused, ...known } = actor(OWNER, Role.Employer, 'Admin', 'personal-account', {
      [ACCOUNT]: 'Admin',
    })!
    expect(canOnJob(known, 'edit', job(true))).toBe(false)
    expect(canOnJob(known, 'view', job(true))).toBe(true)
    expect(canOnJob({ ...known, accountId: ACCOUNT }, 'delete', job(true))).toBe(true)
  })
})
