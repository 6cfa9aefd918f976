import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import {
  PoolPersonStatusSchema,
  TalentPoolDetailSchema,
  TalentPoolListSchema,
  TalentPoolMemberResultSchema,
  TalentPoolSummarySchema,
  WatchedCandidatesSchema,
  type TalentPoolSummary,
} from '@/api/talent-pools/talent-pool'
import { TALENT_POOL_TEXTS } from '@/api/talent-pools/talent-pool-fields'
import { createServiceContext, type ServiceContext } from '../../core/service-context'
import { createLogger } from '../../logger'
import { addMember as addAccountMember, companyAccountOf, tokenIn } from '../companies/test-support'
import { act, call, person, type Person, type TestApp } from '../people/people-test-support'
import { createResume } from '../resumes/resumes-test-support'
import { createTestApp } from '../../test/test-app'
import { csvField } from './talent-pool-csv'
import { listPoolMembersForEnrolment } from './talent-pool-enrolment'

let t: TestApp
let ctx: ServiceContext
/** Account A: an employer's company with a recruiter and a plain member. Account B: another recruiter's own. */
let employerA: Person
let recruiterA: Person & { tokenA: string }
let memberA: Person & { tokenA: string }
let recruiterB: Person
let seeker: Person
let candidate: Person
let accountA: string

beforeAll(async () => {
  t = await createTestApp()
  ctx = createServiceContext({ db: t.db, env: t.env, logger: createLogger({ level: 'silent' }) })
  employerA = await person(t, { role: Role.Employer, firstName: 'Erin' })
  accountA = (await companyAccountOf(t.db, employerA.id)).id
  employerA.token = await tokenIn(t.app, employerA.email, accountA)
  const recruiter = await person(t, { role: Role.Recruiter, firstName: 'Rita' })
  await addAccountMember(t.db, accountA, recruiter.id, 'Recruiter')
  recruiterA = { ...recruiter, tokenA: await tokenIn(t.app, recruiter.email, accountA) }
  const member = await person(t, { role: Role.Recruiter, firstName: 'Milo' })
  await addAccountMember(t.db, accountA, member.id, 'Member')
  memberA = { ...member, tokenA: await tokenIn(t.app, member.email, accountA) }
  recruiterB = await person(t, { role: Role.Recruiter, firstName: 'Bea' })
  seeker = await person(t, { firstName: 'Sam' })
  candidate = await person(t, { firstName: 'José', lastName: 'Álvarez' })
})

async function createPool(token: string, name: string, accountId?: string) {
  const res = await call(t.app, 'POST', '/api/TalentPool', token, {
    name,
    ...(accountId ? { accountId } : {}),
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return v.parse(TalentPoolSummarySchema, res.body.data)
}

const addTo = (token: string, poolId: string, input: Record<string, unknown>) =>
  call(t.app, 'POST', `/api/TalentPool/${poolId}/members`, token, input)

describe('talent pool scoping (one policy: canOnTalentPool)', () => {
  let pool: TalentPoolSummary
  let memberId: string

  beforeAll(async () => {
    pool = await createPool(recruiterA.tokenA, 'Frontend shortlist')
    const added = await addTo(recruiterA.tokenA, pool.id, { userId: candidate.id })
    expect(added.status).toBe(201)
    memberId = v.parse(TalentPoolMemberResultSchema, added.body.data).id
  })

  it('the hiring members of account A see the pool, with its counts', async () => {
    for (const token of [recruiterA.tokenA, employerA.token]) {
      const list = v.parse(
        TalentPoolListSchema,
        (await call(t.app, 'GET', '/api/TalentPool', token)).body.data,
      )
      const mine = list.items.find((item) => item.id === pool.id)
      expect(mine).toMatchObject({
        accountId: accountA,
        memberCount: 1,
        stageCounts: { sourced: 1, contacted: 0 },
      })
      const one = await call(t.app, 'GET', `/api/TalentPool/${pool.id}`, token)
      expect(one.status).toBe(200)
      expect(v.parse(TalentPoolDetailSchema, one.body.data).members.map((m) => m.person.fullName)).toEqual([
        `José Álvarez`,
      ])
    }
    // The recruiter hires in A from any account they act in: the list covers every account they hire in.
    const fromPersonal = await call(t.app, 'GET', '/api/TalentPool', recruiterA.token)
    expect(v.parse(TalentPoolListSchema, fromPersonal.body.data).items.map((i) => i.id)).toContain(pool.id)
  })

  it('a recruiter of account B, a plain member of A and a job seeker see nothing: lists, counts, items, writes', async () => {
    for (const token of [recruiterB.token, memberA.tokenA, seeker.token]) {
      const list = await call(t.app, 'GET', `/api/TalentPool?accountId=${accountA}`, token)
      expect(list.body.data).toEqual({ items: [], total: 0 })
      const all = v.parse(
        TalentPoolListSchema,
        (await call(t.app, 'GET', '/api/TalentPool', token)).body.data,
      )
      expect(all.items.map((item) => item.id)).not.toContain(pool.id)
      for (const [method, path, input] of [
        ['GET', `/api/TalentPool/${pool.id}`, undefined],
        ['GET', `/api/TalentPool/${pool.id}/export`, undefined],
        ['PUT', `/api/TalentPool/${pool.id}`, { name: 'Mine now' }],
        ['DELETE', `/api/TalentPool/${pool.id}`, undefined],
        ['POST', `/api/TalentPool/${pool.id}/members`, { userId: seeker.id }],
        ['PUT', `/api/TalentPool/${pool.id}/members/${memberId}`, { stage: 'offer' }],
        ['DELETE', `/api/TalentPool/${pool.id}/members/${memberId}`, undefined],
        ['POST', `/api/TalentPool/${pool.id}/members/${memberId}/notes`, { text: 'hi' }],
      ] as const) {
        const res = await call(t.app, method, path, token, input)
        expect(res.status, `${method} ${path}`).toBe(404)
        expect(res.body.error.message).toBe(TALENT_POOL_TEXTS.notFound)
      }
      const status = await call(t.app, 'GET', `/api/TalentPool/person/${candidate.id}`, token)
      expect(v.parse(PoolPersonStatusSchema, status.body.data).memberships).toEqual([])
    }
    const create = await call(t.app, 'POST', '/api/TalentPool', recruiterB.token, {
      name: 'Steal',
      accountId: accountA,
    })
    expect(create.status).toBe(403)
    expect((await call(t.app, 'POST', '/api/TalentPool', seeker.token, { name: 'Mine' })).status).toBe(403)
  })

  it('a visitor is asked to sign in', async () => {
    expect((await call(t.app, 'GET', '/api/TalentPool', null)).status).toBe(401)
    expect((await call(t.app, 'GET', `/api/TalentPool/${pool.id}`, null)).status).toBe(401)
    expect((await call(t.app, 'POST', `/api/TalentPool/watch/${candidate.id}`, null)).status).toBe(401)
  })

  it('account B keeps its own pools, and a name is unique per account only', async () => {
    const own = await createPool(recruiterB.token, 'frontend SHORTLIST')
    const list = v.parse(
      TalentPoolListSchema,
      (await call(t.app, 'GET', '/api/TalentPool', recruiterB.token)).body.data,
    )
    expect(list.items.map((item) => item.id)).toEqual([own.id])
    const clash = await call(t.app, 'POST', '/api/TalentPool', recruiterA.tokenA, {
      name: ' FRONTEND shortlist ',
    })
    expect(clash.status).toBe(409)
    expect(clash.body.error.message).toBe(TALENT_POOL_TEXTS.nameTaken)
  })

  it('only the account owner or the creator deletes a pool', async () => {
    const employers = await createPool(employerA.token, 'Employer pool')
    const denied = await call(t.app, 'DELETE', `/api/TalentPool/${employers.id}`, recruiterA.tokenA)
    expect(denied.status).toBe(403)
    const byOwner = await call(t.app, 'DELETE', `/api/TalentPool/${pool.id}`, employerA.token)
    expect(byOwner.status).toBe(200)
    expect((await call(t.app, 'GET', `/api/TalentPool/${pool.id}`, recruiterA.tokenA)).status).toBe(404)
  })
})

describe('members: stages, notes, resumes, CSV', () => {
  let poolId: string

  beforeAll(async () => {
    poolId = (await createPool(recruiterA.tokenA, 'Data engineers')).id
  })

  it('adds a person once, moves them through the stages, keeps notes, removes them', async () => {
    const first = await addTo(recruiterA.tokenA, poolId, { userId: candidate.id, note: 'Strong SQL' })
    expect(first.status).toBe(201)
    const member = v.parse(TalentPoolMemberResultSchema, first.body.data)
    expect(member).toMatchObject({
      stage: 'sourced',
      created: true,
      notes: [{ text: 'Strong SQL', authorName: expect.stringMatching(/^Rita /) }],
    })
    const again = await addTo(employerA.token, poolId, { userId: candidate.id, stage: 'offer' })
    expect(again.status).toBe(200)
    expect(again.body.data).toMatchObject({ id: member.id, stage: 'sourced', created: false })

    const moved = await call(
      t.app,
      'PUT',
      `/api/TalentPool/${poolId}/members/${member.id}`,
      employerA.token,
      {
        stage: 'contacted',
      },
    )
    expect(moved.status).toBe(200)
    expect(moved.body.data).toMatchObject({ stage: 'contacted' })
    const bad = await call(t.app, 'PUT', `/api/TalentPool/${poolId}/members/${member.id}`, employerA.token, {
      stage: 'hired',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toContain(TALENT_POOL_TEXTS.stageInvalid)

    const note = await call(
      t.app,
      'POST',
      `/api/TalentPool/${poolId}/members/${member.id}/notes`,
      employerA.token,
      {
        text: '  Call back Monday ',
      },
    )
    expect(note.status).toBe(201)
    expect((note.body.data as { notes: { text: string }[] }).notes.map((n) => n.text)).toEqual([
      'Strong SQL',
      'Call back Monday',
    ])
    const empty = await call(
      t.app,
      'POST',
      `/api/TalentPool/${poolId}/members/${member.id}/notes`,
      employerA.token,
      {
        text: '   ',
      },
    )
    expect(empty.status).toBe(400)

    const both = await addTo(recruiterA.tokenA, poolId, { userId: candidate.id, resumeId: candidate.id })
    expect(both.status).toBe(400)
    const self = await addTo(recruiterA.tokenA, poolId, { userId: recruiterA.id })
    expect(self.status).toBe(400)
    const nobody = await addTo(recruiterA.tokenA, poolId, { userId: '00000000-0000-4000-8000-000000000000' })
    expect(nobody.status).toBe(404)

    const pool = v.parse(
      TalentPoolDetailSchema,
      (await call(t.app, 'GET', `/api/TalentPool/${poolId}`, recruiterA.tokenA)).body.data,
    )
    expect(pool.stageCounts).toMatchObject({ sourced: 0, contacted: 1 })
    expect(pool.members[0]).toMatchObject({ stage: 'contacted', person: { id: candidate.id } })

    const removed = await call(
      t.app,
      'DELETE',
      `/api/TalentPool/${poolId}/members/${member.id}`,
      recruiterA.tokenA,
    )
    expect(removed.status).toBe(200)
    const gone = await call(
      t.app,
      'DELETE',
      `/api/TalentPool/${poolId}/members/${member.id}`,
      recruiterA.tokenA,
    )
    expect(gone.status).toBe(404)
  })

  it('adds a resume as its owner, only a resume the caller may see', async () => {
    const resume = await createResume(t, seeker)
    const priv = await call(t.app, 'POST', `/api/Resume/${resume.id}/setPrivacy`, seeker.token, {
      privacy: 'private',
    })
    expect(priv.status).toBe(200)
    expect((await addTo(recruiterA.tokenA, poolId, { resumeId: resume.id })).status).toBe(404)
    await call(t.app, 'POST', `/api/Resume/${resume.id}/setPrivacy`, seeker.token, {
      privacy: 'recruiter_only',
    })
    const added = await addTo(recruiterA.tokenA, poolId, { resumeId: resume.id, stage: 'screening' })
    expect(added.status).toBe(201)
    expect(added.body.data).toMatchObject({
      resumeId: resume.id,
      stage: 'screening',
      person: { id: seeker.id },
    })
  })

  it('exports the pool as CSV', async () => {
    const added = await addTo(recruiterA.tokenA, poolId, {
      userId: candidate.id,
      stage: 'interview',
      note: '=HYPERLINK("x")',
    })
    expect(added.status).toBe(201)
    const res = await t.app.request(`/api/TalentPool/${poolId}/export`, {
      headers: { authorization: `Bearer ${recruiterA.tokenA}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="data-engineers.csv"')
    const text = await res.text()
    const lines = text.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe('Name,Headline,Location,Stage,Added,Stage changed,Profile,Notes')
    expect(lines.some((line) => line.startsWith('José Álvarez,') && line.includes(',Interview,'))).toBe(true)
    // Quotes in a note are doubled inside a quoted field.
    expect(text).toMatch(/"Rita [^"]+ \(\d{4}-\d{2}-\d{2}\): =HYPERLINK\(""x""\)"/)
    expect(text).not.toContain(candidate.email)
  })

  it('a member who blocks the caller leaves their lists and counts', async () => {
    const blocker = await person(t, { firstName: 'Blair' })
    expect((await addTo(recruiterA.tokenA, poolId, { userId: blocker.id })).status).toBe(201)
    const before = v.parse(
      TalentPoolDetailSchema,
      (await call(t.app, 'GET', `/api/TalentPool/${poolId}`, recruiterA.tokenA)).body.data,
    )
    expect((await act(t, blocker, 'block', recruiterA)).status).toBe(200)
    const after = v.parse(
      TalentPoolDetailSchema,
      (await call(t.app, 'GET', `/api/TalentPool/${poolId}`, recruiterA.tokenA)).body.data,
    )
    expect(after.memberCount).toBe(before.memberCount - 1)
    expect(after.members.map((m) => m.person.id)).not.toContain(blocker.id)
    // The employer, not blocked, still sees them.
    const employers = v.parse(
      TalentPoolDetailSchema,
      (await call(t.app, 'GET', `/api/TalentPool/${poolId}`, employerA.token)).body.data,
    )
    expect(employers.members.map((m) => m.person.id)).toContain(blocker.id)
  })

  it('lists for enrolment only the members the caller may contact, and only in pools they may use', async () => {
    const fellowRecruiter = await person(t, { role: Role.Recruiter, firstName: 'Fran' })
    expect((await addTo(recruiterA.tokenA, poolId, { userId: fellowRecruiter.id })).status).toBe(201)
    const viewerA = {
      userId: recruiterA.id,
      role: Role.Recruiter,
      accountId: accountA,
      accountRole: 'Recruiter',
      memberships: { [accountA]: 'Recruiter' },
    }
    const listed = await listPoolMembersForEnrolment(ctx, viewerA, poolId)
    const ids = listed.map((row) => row.userId)
    expect(ids).toEqual(expect.arrayContaining([candidate.id, seeker.id]))
    expect(ids).not.toContain(fellowRecruiter.id)
    expect(listed.find((row) => row.userId === candidate.id)).toMatchObject({
      email: candidate.email,
      stage: 'interview',
    })
    const viewerB = {
      userId: recruiterB.id,
      role: Role.Recruiter,
      accountId: null,
      accountRole: null,
      memberships: {},
    }
    await expect(listPoolMembersForEnrolment(ctx, viewerB, poolId)).rejects.toMatchObject({ status: 404 })
  })
})

describe('track / untrack (seed 2 §6)', () => {
  it('a recruiter tracks a person once, sees them on their list, and untracks them', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await call(t.app, 'POST', `/api/TalentPool/watch/${candidate.slug}`, recruiterB.token)
      expect(res.status).toBe(200)
      expect(res.body.data).toEqual({ userId: candidate.id, tracked: true })
    }
    const list = v.parse(
      WatchedCandidatesSchema,
      (await call(t.app, 'GET', '/api/TalentPool/watched', recruiterB.token)).body.data,
    )
    expect(list.items.map((item) => item.id)).toEqual([candidate.id])
    expect(list.total).toBe(1)
    const status = await call(t.app, 'GET', `/api/TalentPool/person/${candidate.id}`, recruiterB.token)
    expect(status.body.data).toMatchObject({ tracked: true })
    // Tracking is the caller's own: another recruiter's list stays empty.
    const others = await call(t.app, 'GET', '/api/TalentPool/watched', employerA.token)
    expect((others.body.data as { total: number }).total).toBe(0)

    const off = await call(t.app, 'POST', `/api/TalentPool/unwatch/${candidate.id}`, recruiterB.token)
    expect(off.body.data).toEqual({ userId: candidate.id, tracked: false })
    expect(
      (await call(t.app, 'POST', `/api/TalentPool/unwatch/${candidate.id}`, recruiterB.token)).status,
    ).toBe(200)
    const empty = await call(t.app, 'GET', '/api/TalentPool/watched', recruiterB.token)
    expect((empty.body.data as { total: number }).total).toBe(0)
  })

  it('a job seeker may not track, nobody tracks themselves, a hidden person is a 404', async () => {
    expect((await call(t.app, 'POST', `/api/TalentPool/watch/${candidate.id}`, seeker.token)).status).toBe(
      403,
    )
    expect(
      (await call(t.app, 'POST', `/api/TalentPool/watch/${recruiterB.id}`, recruiterB.token)).status,
    ).toBe(403)
    const unknown = await call(t.app, 'POST', '/api/TalentPool/watch/no-such-person-slug', recruiterB.token)
    expect(unknown.status).toBe(404)
  })
})

describe('csvField', () => {
  it('quotes separators and defuses formulas (CSV injection)', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)")
    expect(csvField('@cmd,x')).toBe(`"'@cmd,x"`)
  })
})
