import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import type {
  MasterGroup,
  Resume,
  ResumeDeleteResult,
  ResumeWithOwnership,
} from '@/api/resumes/resume-record'
import { resumes } from '../../db/schema/resumes'
import { createTestApp } from '../../test/test-app'
import { call, createResume, person, type Person, type TestApp } from './resumes-test-support'

/** Master, active and variations (seed 2 §4, decision 024). */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
}, 60_000)

async function groups(owner: Person): Promise<MasterGroup[]> {
  const res = await call<MasterGroup[]>(t.app, 'GET', '/api/Resume/masterGroups', owner.token)
  expect(res.status).toBe(200)
  return res.body.data
}

const shape = (list: MasterGroup[]) =>
  list.map((group) => [
    group.masterResume.name,
    group.masterResume.isMaster,
    group.variations.map((v) => v.name).sort(),
  ])

async function variation(owner: Person, of: Resume, name: string): Promise<Resume> {
  const res = await call<Resume>(t.app, 'POST', `/api/Resume/${of.id}/createVariation`, owner.token, { name })
  expect(res.status).toBe(201)
  return res.body.data
}

describe('variations, promote and setMaster', () => {
  it('createVariation makes a draft child of the same owner; of a variation, a sibling', async () => {
    const owner = await person(t)
    const master = await createResume(t, owner, { name: 'Master', privacy: 'public' })
    const a = await variation(owner, master, 'For startups')
    expect(a).toMatchObject({ parentId: master.id, isMaster: false, privacy: 'draft', userId: owner.id })
    expect(a.resume).toEqual(master.resume)
    const b = await variation(owner, a, 'For banks')
    expect(b.parentId).toBe(master.id)
    expect(shape(await groups(owner))).toEqual([['Master', true, ['For banks', 'For startups']]])
    const bad = await call(t.app, 'POST', `/api/Resume/${master.id}/createVariation`, owner.token, {
      name: '',
    })
    expect(bad.status).toBe(400)
    const extra = await call(t.app, 'POST', `/api/Resume/${master.id}/createVariation`, owner.token, {
      name: 'x',
      y: 1,
    })
    expect(extra.status).toBe(400)
  })

  it('promote: a variation takes over its group; a master or parentless resume cannot be promoted', async () => {
    const owner = await person(t)
    const master = await createResume(t, owner, { name: 'Master' })
    const a = await variation(owner, master, 'A')
    await variation(owner, master, 'B')
    const standalone = await createResume(t, owner, { name: 'Standalone' })

    const promoted = await call<boolean>(t.app, 'POST', `/api/Resume/${a.id}/promote`, owner.token)
    expect(promoted.status).toBe(200)
    expect(promoted.body.data).toBe(true)
    expect(shape(await groups(owner))).toEqual([
      ['A', true, ['B', 'Master']],
      ['Standalone', false, []],
    ])
    const again = await call(t.app, 'POST', `/api/Resume/${a.id}/promote`, owner.token)
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe('This resume is already the master resume.')
    const parentless = await call(t.app, 'POST', `/api/Resume/${standalone.id}/promote`, owner.token)
    expect(parentless.status).toBe(409)
    expect(parentless.body.error.message).toBe('Only a variation can be promoted to master.')
  })

  it('setMaster demotes the old master; one master per owner, also in the database', async () => {
    const owner = await person(t)
    const first = await createResume(t, owner, { name: 'First' })
    const second = await createResume(t, owner, { name: 'Second' })
    expect(second.isMaster).toBe(false)
    const res = await call<boolean>(t.app, 'POST', `/api/Resume/${second.id}/setMaster`, owner.token)
    expect(res.body.data).toBe(true)
    const rows = await t.db.select().from(resumes).where(eq(resumes.userId, owner.id))
    expect(rows.filter((row) => row.isMaster).map((row) => row.id)).toEqual([second.id])
    await expect(
      t.db.update(resumes).set({ isMaster: true }).where(eq(resumes.id, first.id)),
    ).rejects.toThrow()
  })

  it('the database refuses a parent of another owner and a master with a parent', async () => {
    const one = await person(t)
    const two = await person(t)
    const mine = await createResume(t, one)
    const theirs = await createResume(t, two)
    await expect(
      t.db.update(resumes).set({ parentId: theirs.id }).where(eq(resumes.id, mine.id)),
    ).rejects.toThrow()
    const other = await createResume(t, one, { name: 'Other' })
    await expect(
      t.db.update(resumes).set({ parentId: other.id, isMaster: true }).where(eq(resumes.id, mine.id)),
    ).rejects.toThrow()
  })

  it('setActive keeps one active resume per owner', async () => {
    const owner = await person(t)
    const first = await createResume(t, owner)
    const second = await createResume(t, owner)
    expect(first.isActive).toBe(true)
    await call(t.app, 'POST', `/api/Resume/${second.id}/setActive`, owner.token)
    const a = await call<Resume>(t.app, 'GET', `/api/Resume/${first.id}`, owner.token)
    const b = await call<Resume>(t.app, 'GET', `/api/Resume/${second.id}`, owner.token)
    expect([a.body.data.isActive, b.body.data.isActive]).toEqual([false, true])
  })

  it('only the owner manages: a recruiter who may see the resume gets 403', async () => {
    const owner = await person(t)
    const recruiter = await person(t, Role.Recruiter)
    const resume = await createResume(t, owner, { privacy: 'public' })
    for (const path of ['setMaster', 'setActive', 'promote', 'clone']) {
      const res = await call(t.app, 'POST', `/api/Resume/${resume.id}/${path}`, recruiter.token)
      expect([path, res.status]).toEqual([path, 403])
    }
    const variationRes = await call(
      t.app,
      'POST',
      `/api/Resume/${resume.id}/createVariation`,
      recruiter.token,
      {
        name: 'Mine now',
      },
    )
    expect(variationRes.status).toBe(403)
  })
})

describe('delete and clone', () => {
  it('deleting a master deletes its variations and hands master to the newest standalone resume', async () => {
    const owner = await person(t)
    const master = await createResume(t, owner, { name: 'Master' })
    const a = await variation(owner, master, 'A')
    const b = await variation(owner, master, 'B')
    const standalone = await createResume(t, owner, { name: 'Standalone' })
    const res = await call<ResumeDeleteResult>(t.app, 'DELETE', `/api/Resume/${master.id}`, owner.token)
    expect(res.status).toBe(200)
    expect(res.body.data.deleted).toBe(true)
    expect(new Set(res.body.data.deletedIds)).toEqual(new Set([master.id, a.id, b.id]))
    expect(res.body.data.newMasterId).toBe(standalone.id)
    const rows = await t.db.select().from(resumes).where(eq(resumes.userId, owner.id))
    expect(rows.map((row) => [row.id, row.isMaster, row.isActive])).toEqual([[standalone.id, true, true]])
    const gone = await call(t.app, 'GET', `/api/Resume/${a.id}`, owner.token)
    expect(gone.status).toBe(404)
  })

  it('deleting a variation leaves the master; deleting the last resume leaves none', async () => {
    const owner = await person(t)
    const master = await createResume(t, owner, { name: 'Master' })
    const a = await variation(owner, master, 'A')
    const res = await call<ResumeDeleteResult>(t.app, 'DELETE', `/api/Resume/${a.id}`, owner.token)
    expect(res.body.data).toMatchObject({ deletedIds: [a.id], newMasterId: null })
    expect(shape(await groups(owner))).toEqual([['Master', true, []]])
    const last = await call<ResumeDeleteResult>(t.app, 'DELETE', `/api/Resume/${master.id}`, owner.token)
    expect(last.body.data.newMasterId).toBeNull()
    expect(await groups(owner)).toEqual([])
    // The next resume becomes master again.
    expect((await createResume(t, owner)).isMaster).toBe(true)
  })

  it('clone makes a standalone draft copy named "(Copy)"', async () => {
    const owner = await person(t)
    const master = await createResume(t, owner, { name: 'Mine', privacy: 'public' })
    const res = await call<Resume>(t.app, 'POST', `/api/Resume/${master.id}/clone`, owner.token)
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      name: 'Mine (Copy)',
      parentId: null,
      isMaster: false,
      privacy: 'draft',
    })
    expect(res.body.data.slug).not.toBe(master.slug)
    expect(res.body.data.resume).toEqual(master.resume)
  })
})

describe('collections and tracking', () => {
  it('GetResumesOwnedbyAuthUser and withOwnership: owned, then tracked; watch needs a reviewer', async () => {
    const owner = await person(t)
    const recruiter = await person(t, Role.Recruiter)
    const seeker = await person(t)
    const shared = await createResume(t, owner, { name: 'Shared', privacy: 'recruiter_only' })
    await createResume(t, owner, { name: 'Private one', privacy: 'private' })

    const owned = await call<Resume[]>(t.app, 'GET', '/api/Resume/GetResumesOwnedbyAuthUser', owner.token)
    expect(owned.body.data.map((r) => r.name)).toEqual(['Shared', 'Private one'])

    const watch = await call(t.app, 'POST', `/api/Resume/watch/${shared.id}`, recruiter.token)
    expect(watch.status).toBe(200)
    expect(watch.body.data).toEqual({ resumeId: shared.id, isWatched: true })
    expect((await call(t.app, 'POST', `/api/Resume/watch/${shared.id}`, recruiter.token)).status).toBe(200)
    const own = await call(t.app, 'POST', `/api/Resume/watch/${shared.id}`, owner.token)
    expect(own.status).toBe(403)
    const bySeeker = await call(t.app, 'POST', `/api/Resume/watch/${shared.id}`, seeker.token)
    expect(bySeeker.status).toBe(404) // recruiter_only: the job seeker cannot see it at all

    const withOwnership = await call<ResumeWithOwnership[]>(
      t.app,
      'GET',
      '/api/Resume/withOwnership',
      recruiter.token,
    )
    expect(withOwnership.body.data.map((r) => [r.id, r.ownership])).toEqual([[shared.id, 'tracked']])
    const detail = await call<Resume>(t.app, 'GET', `/api/Resume/${shared.id}`, recruiter.token)
    expect(detail.body.data.isWatched).toBe(true)

    // Turned private: it leaves the tracker's list, and can still be untracked.
    await call(t.app, 'POST', `/api/Resume/${shared.id}/setPrivacy`, owner.token, { privacy: 'private' })
    const after = await call<ResumeWithOwnership[]>(
      t.app,
      'GET',
      '/api/Resume/withOwnership',
      recruiter.token,
    )
    expect(after.body.data).toEqual([])
    const unwatch = await call(t.app, 'POST', `/api/Resume/unwatch/${shared.id}`, recruiter.token)
    expect(unwatch.status).toBe(200)
    expect(unwatch.body.data).toEqual({ resumeId: shared.id, isWatched: false })
    const unwatchAgain = await call(t.app, 'POST', `/api/Resume/unwatch/${shared.id}`, recruiter.token)
    expect(unwatchAgain.status).toBe(404)

    const ownerView = await call<ResumeWithOwnership[]>(
      t.app,
      'GET',
      '/api/Resume/withOwnership',
      owner.token,
    )
    expect(ownerView.body.data.map((r) => r.ownership)).toEqual(['owned', 'owned'])
  })

  it('setPrivacy takes names, tolerant spellings and the numbers; refuses others', async () => {
    const owner = await person(t)
    const resume = await createResume(t, owner)
    const cases: [unknown, string, number][] = [
      ['public', 'public', 0],
      ['Recruiter-Only', 'recruiter_only', 1],
      [2, 'connections', 2],
      [7, 'private', 3],
      ['draft', 'draft', 4],
    ]
    for (const [input, privacy, code] of cases) {
      const res = await call(t.app, 'POST', `/api/Resume/${resume.id}/setPrivacy`, owner.token, {
        privacy: input,
      })
      expect(res.body.data).toEqual({ id: resume.id, privacy, privacy_ShowResume: code })
    }
    for (const bad of ['secret', 1.5, null, true]) {
      const res = await call(t.app, 'POST', `/api/Resume/${resume.id}/setPrivacy`, owner.token, {
        privacy: bad,
      })
      expect([bad, res.status]).toEqual([bad, 400])
    }
  })
})
