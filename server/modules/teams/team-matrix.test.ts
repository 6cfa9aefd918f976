import { and, eq, notInArray } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import { TEAM_TEXTS } from '@/api/team/team-texts'
import type { Db } from '../../db/client'
import { accountMemberships } from '../../db/schema/accounts'
import { accountInvitations } from '../../db/schema/team-invitations'
import type { Mailer } from '../../mail/mailer'
import { createTestApp } from '../../test/test-app'
import { createUser, signIn, uniqueEmail } from '../../test/identity'
import { addMember, call, companyAccountOf, tokenIn } from '../companies/test-support'
import { companyWithTeam, giveSeats, invitationToken } from './team-test-support'

type App = Awaited<ReturnType<typeof createTestApp>>['app']
let app: App
let db: Db
let mailer: Mailer
let company: Awaited<ReturnType<typeof companyWithTeam>>
/** A job seeker in no company; and the owner of another company with seats of its own. */
let outsider: string
let otherOwner: string

beforeAll(async () => {
  const test = await createTestApp()
  app = test.app
  db = test.db
  mailer = test.mailer
  company = await companyWithTeam(app, db, 20)
  const seeker = await createUser(db, { role: Role.JobSeeker })
  outsider = (await signIn(app, seeker.email)).token
  const other = await createUser(db, { role: Role.Employer })
  const otherAccount = await companyAccountOf(db, other.user.id)
  await giveSeats(db, otherAccount.id, other.user.id, 5)
  otherOwner = await tokenIn(app, other.email, otherAccount.id)
})

// Each case starts from the same three-person team, so the paid seats never run out between cases.
beforeEach(async () => {
  const accountId = company.account.id
  await db.delete(accountInvitations).where(eq(accountInvitations.accountId, accountId))
  const core = [company.owner.userId, company.admin.userId, company.recruiter.userId]
  await db
    .delete(accountMemberships)
    .where(and(eq(accountMemberships.accountId, accountId), notInArray(accountMemberships.userId, core)))
})

type Actor = 'owner' | 'admin' | 'recruiter' | 'outsider'
const ACTORS: Actor[] = ['owner', 'admin', 'recruiter', 'outsider']
const tokenOf = (actor: Actor) => (actor === 'outsider' ? outsider : company[actor].token)

/** A plain member to change or remove, fresh for each caller. */
async function freshMember() {
  const { user } = await createUser(db, { role: Role.Recruiter })
  await addMember(db, company.account.id, user.id, 'Member')
  return user.id
}

/** A pending invitation of the company, fresh for each caller; answers its id and link token. */
async function freshInvitation() {
  const email = uniqueEmail('matrix')
  const res = await call<{ id: string }>(app, 'POST', '/api/account/invite', company.owner.token, { email })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return { id: res.body.data.id, token: await invitationToken(db, mailer, email) }
}

type Case = {
  name: string
  request: () => Promise<{ method: string; path: string; body?: unknown }>
  /** Status per caller: owners and admins change, recruiters read, outsiders have no team. */
  expect: Record<Actor, number>
}

const MANAGE = { owner: 200, admin: 200, recruiter: 403, outsider: 404 }
const READ = { owner: 200, admin: 200, recruiter: 200, outsider: 404 }

const CASES: Case[] = [
  { name: 'GET /users', request: async () => ({ method: 'GET', path: '/api/account/users' }), expect: READ },
  {
    name: 'POST /invite',
    request: async () => ({ method: 'POST', path: '/api/account/invite', body: { email: uniqueEmail('m') } }),
    expect: { ...MANAGE, owner: 201, admin: 201 },
  },
  {
    name: 'POST /bulk-invite',
    request: async () => ({
      method: 'POST',
      path: '/api/account/bulk-invite',
      body: { csv: `email,role\n${uniqueEmail('b')},recruiter` },
    }),
    expect: MANAGE,
  },
  {
    name: 'PUT /roles',
    request: async () => ({
      method: 'PUT',
      path: '/api/account/roles',
      body: { userId: await freshMember(), role: 'Recruiter' },
    }),
    expect: MANAGE,
  },
  {
    name: 'DELETE /users/{id}',
    request: async () => ({ method: 'DELETE', path: `/api/account/users/${await freshMember()}` }),
    expect: MANAGE,
  },
  {
    name: 'GET /invitations/pending',
    request: async () => ({ method: 'GET', path: '/api/account/invitations/pending' }),
    // Seed 1 §7: an empty list rather than a failure for someone without a team.
    expect: { ...READ, outsider: 200 },
  },
  {
    name: 'POST /invitation/{id}/resend',
    request: async () => ({
      method: 'POST',
      path: `/api/account/invitation/${(await freshInvitation()).id}/resend`,
    }),
    expect: MANAGE,
  },
  {
    name: 'POST /invitation/{id}/cancel',
    request: async () => ({
      method: 'POST',
      path: `/api/account/invitation/${(await freshInvitation()).id}/cancel`,
    }),
    expect: MANAGE,
  },
  {
    name: 'GET /settings',
    request: async () => ({ method: 'GET', path: '/api/account/settings' }),
    expect: READ,
  },
  {
    name: 'POST /settings',
    request: async () => ({
      method: 'POST',
      path: '/api/account/settings',
      body: { invitationExpiryDays: 7 },
    }),
    expect: MANAGE,
  },
  {
    name: 'GET /analytics',
    request: async () => ({ method: 'GET', path: '/api/account/analytics' }),
    expect: READ,
  },
  {
    name: 'GET /invitation-analytics',
    request: async () => ({ method: 'GET', path: '/api/account/invitation-analytics' }),
    expect: MANAGE,
  },
  {
    name: 'GET /invitation/{token} (whoever holds the link)',
    request: async () => ({
      method: 'GET',
      path: `/api/account/invitation/${(await freshInvitation()).token}`,
    }),
    expect: { owner: 200, admin: 200, recruiter: 200, outsider: 200 },
  },
  {
    name: 'POST /accept-invitation/{token} (only the invited address)',
    request: async () => ({
      method: 'POST',
      path: `/api/account/accept-invitation/${(await freshInvitation()).token}`,
      body: {},
    }),
    expect: { owner: 403, admin: 403, recruiter: 403, outsider: 403 },
  },
]

describe('the account matrix: owner, admin, recruiter member, outsider', () => {
  for (const testCase of CASES) {
    it(testCase.name, async () => {
      for (const actor of ACTORS) {
        const { method, path, body } = await testCase.request()
        const res = await call(app, method, path, tokenOf(actor), body)
        expect(res.status, `${actor}: ${JSON.stringify(res.body)}`).toBe(testCase.expect[actor])
        if (res.status === 403 && actor === 'recruiter' && !path.includes('accept-invitation')) {
          expect(res.body.error.message).toBe(TEAM_TEXTS.mayNotManage)
        }
      }
    })
  }

  it('the pending list of someone without a team is empty, and signed-out calls are 401', async () => {
    const res = await call<unknown[]>(app, 'GET', '/api/account/invitations/pending', outsider)
    expect(res.body.data).toEqual([])
    expect((await call(app, 'GET', '/api/account/users', null)).status).toBe(401)
    expect((await call(app, 'POST', '/api/account/invite', null, { email: uniqueEmail('x') })).status).toBe(
      401,
    )
  })

  it('another company’s owner cannot reach this team’s members or invitations by id', async () => {
    const member = await freshMember()
    const invitation = await freshInvitation()
    const attempts = [
      call(app, 'PUT', '/api/account/roles', otherOwner, { userId: member, role: 'Employer' }),
      call(app, 'DELETE', `/api/account/users/${member}`, otherOwner),
      call(app, 'POST', `/api/account/invitation/${invitation.id}/resend`, otherOwner),
      call(app, 'POST', `/api/account/invitation/${invitation.id}/cancel`, otherOwner),
    ]
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(404)
    const theirs = await call<{ members: { userId: string }[] }>(app, 'GET', '/api/account/users', otherOwner)
    expect(theirs.body.data.members.some((m) => m.userId === member)).toBe(false)
  })

  it('nobody changes or removes the owner, and nobody is made owner', async () => {
    const owner = company.owner.userId
    const change = await call(app, 'PUT', '/api/account/roles', company.admin.token, {
      userId: owner,
      role: 'Member',
    })
    expect(change.status).toBe(403)
    expect(change.body.error.message).toBe(TEAM_TEXTS.ownerFixed)
    expect((await call(app, 'DELETE', `/api/account/users/${owner}`, company.admin.token)).status).toBe(403)
    const promote = await call(app, 'PUT', '/api/account/roles', company.owner.token, {
      userId: await freshMember(),
      role: 'Admin',
    })
    expect(promote.status).toBe(400)
  })

  it('bulk invite answers per row', async () => {
    const good = uniqueEmail('row-ok')
    const res = await call<{
      invited: number
      failed: number
      results: { row: number; status: string; message: string }[]
    }>(app, 'POST', '/api/account/bulk-invite', company.owner.token, {
      csv: `email,role\n${good},member\nnot-an-email\n${company.recruiter.email}\n${uniqueEmail('x')},owner`,
    })
    expect(res.status).toBe(200)
    expect(res.body.data.invited).toBe(1)
    expect(res.body.data.results.map((r) => [r.row, r.status])).toEqual([
      [2, 'invited'],
      [3, 'failed'],
      [4, 'failed'],
      [5, 'failed'],
    ])
    expect(res.body.data.results[2]?.message).toBe(TEAM_TEXTS.alreadyMember(company.recruiter.email))
    const list = await call(app, 'POST', '/api/account/bulk-invite', company.owner.token, {
      invitations: [{ email: uniqueEmail('l') }],
      role: 'Member',
    })
    expect(list.status).toBe(200)
  })
})
