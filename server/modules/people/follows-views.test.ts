import { beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '@/api/errors'
import type { PersonProfile } from '@/api/people/person-card'
import type { BlockedPerson, PersonFollowResult, ProfileViewsSummary } from '@/api/people/person-follows'
import { Role } from '@/api/roles'
import { users } from '../../db/schema/users'
import { eq } from 'drizzle-orm'
import { signIn } from '../../test/identity'
import { createTestApp } from '../../test/test-app'
import { call, person, type Person, type TestApp } from './people-test-support'

/** Following people, profile views and the caller's blocks list (decision 047). */

let t: TestApp
let clock = new Date('2026-03-01T09:00:00Z')
const DAY = 24 * 60 * 60_000

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } })
}, 60_000)

/** Moves the clock, signing `people` in again (their tokens expire with the time). */
async function advance(ms: number, ...people: Person[]) {
  clock = new Date(clock.getTime() + ms)
  for (const p of people) p.token = (await signIn(t.app, p.email)).token
}

const follow = (actor: Person, target: { id: string }, method: 'POST' | 'DELETE' = 'POST') =>
  call<PersonFollowResult>(t.app, method, `/api/People/${target.id}/follow`, actor.token)
const view = (actor: Person, target: { id: string; slug?: string }) =>
  call<{ userId: string; counted: boolean }>(t.app, 'POST', `/api/People/${target.id}/view`, actor.token)
const profile = async (actor: Person | null, target: { id: string }) => {
  const res = await call<PersonProfile>(t.app, 'GET', `/api/People/${target.id}`, actor?.token ?? null)
  expect(res.status).toBe(200)
  return res.body.data
}
const myViews = async (actor: Person) => {
  const res = await call<ProfileViewsSummary>(t.app, 'GET', '/api/People/me/profile-views', actor.token)
  expect(res.status).toBe(200)
  return res.body.data
}
const myBlocks = async (actor: Person) => {
  const res = await call<BlockedPerson[]>(t.app, 'GET', '/api/People/me/blocked', actor.token)
  expect(res.status).toBe(200)
  return res.body.data
}

describe('following people', () => {
  it('follows and unfollows idempotently, with the count and the caller’s state on the card', async () => {
    const [ana, ben, cy] = [await person(t), await person(t), await person(t)]
    for (let i = 0; i < 2; i++) {
      const res = await follow(ana, ben)
      expect(res.status).toBe(200)
      expect(res.body.data).toEqual({ userId: ben.id, isFollowing: true, followerCount: 1 })
    }
    expect((await follow(cy, { id: ben.slug })).body.data.followerCount).toBe(2)
    expect(await profile(ana, ben)).toMatchObject({ followerCount: 2, isFollowing: true })
    expect(await profile(null, ben)).toMatchObject({ followerCount: 2, isFollowing: false })
    expect(await profile(ben, ana)).toMatchObject({ followerCount: 0, isFollowing: false })

    for (let i = 0; i < 2; i++) {
      const res = await follow(ana, ben, 'DELETE')
      expect(res.status).toBe(200)
      expect(res.body.data).toEqual({ userId: ben.id, isFollowing: false, followerCount: 1 })
    }
    expect(await profile(ana, ben)).toMatchObject({ followerCount: 1, isFollowing: false })
  })

  it('refuses oneself, visitors, unknown slugs; never 500 on a bad id', async () => {
    const ana = await person(t)
    const self = await follow(ana, ana)
    expect(self.status).toBe(403)
    expect(self.body.error?.code).toBe(ErrorCode.AUTHORIZATION_ERROR)
    expect((await call(t.app, 'POST', `/api/People/${ana.id}/follow`, null)).status).toBe(401)
    expect((await follow(ana, { id: 'no-such-person' })).status).toBe(404)
    expect((await follow(ana, { id: 'no-such-person' }, 'DELETE')).status).toBe(404)
    expect((await follow(ana, { id: '%E0%A4%A' })).status).toBeLessThan(500)
  })

  it('a block removes follows both ways, refuses a new follow, and lets an unfollow succeed', async () => {
    const [ana, ben] = [await person(t), await person(t)]
    await follow(ana, ben)
    await follow(ben, ana)
    expect((await call(t.app, 'POST', `/api/People/${ben.id}/block`, ana.token)).status).toBe(200)
    const followed = await follow(ben, ana)
    expect(followed.status).toBe(404)
    expect((await follow(ana, ben)).status).toBe(404)
    expect((await follow(ben, ana, 'DELETE')).status).toBe(200)
    expect((await call(t.app, 'DELETE', `/api/People/${ben.id}/block`, ana.token)).status).toBe(200)
    expect(await profile(ana, ben)).toMatchObject({ followerCount: 0, isFollowing: false })
    expect(await profile(ben, ana)).toMatchObject({ followerCount: 0, isFollowing: false })
  })
})

describe('profile views', () => {
  it('counts one view per viewer per day, never the owner, and only shows the count to the owner', async () => {
    const [owner, ana, ben] = [await person(t), await person(t), await person(t)]
    expect((await view(ana, owner)).body.data.counted).toBe(true)
    expect((await view(ana, owner)).body.data.counted).toBe(false)
    expect((await view(ben, { id: owner.slug })).body.data.counted).toBe(true)
    expect((await view(owner, owner)).body.data.counted).toBe(false)
    expect((await profile(owner, owner)).profileViews).toBe(2)
    expect((await profile(ana, owner)).profileViews).toBeNull()
    expect((await profile(null, owner)).profileViews).toBeNull()

    await advance(DAY, ana, owner)
    expect((await view(ana, owner)).body.data.counted).toBe(true)
    const summary = await myViews(owner)
    expect(summary.count).toBe(3)
    expect(summary.days).toBe(30)
    // One line per viewer, the latest first.
    expect(summary.viewers.map((v) => v.id)).toEqual([ana.id, ben.id])

    // Out of the window after 30 days.
    await advance(30 * DAY + 1, ana, owner)
    expect((await myViews(owner)).count).toBe(0)
    expect((await view(ana, { id: 'no-such-person' })).status).toBe(404)
    expect((await call(t.app, 'POST', `/api/People/${owner.id}/view`, null)).status).toBe(401)
  })

  it('shows recruiters as “A recruiter at {company}”, and never across a block', async () => {
    const [owner, ana] = [await person(t), await person(t)]
    const recruiter = await person(t, { role: Role.Recruiter })
    await t.db.update(users).set({ currentCompany: 'Acme' }).where(eq(users.id, recruiter.id))
    await view(recruiter, owner)
    await view(ana, owner)
    const before = await myViews(owner)
    expect(before.count).toBe(2)
    expect(before.viewers).toContainEqual(
      expect.objectContaining({ id: null, slug: null, name: 'A recruiter at Acme' }),
    )
    expect(JSON.stringify(before)).not.toContain(recruiter.id)

    expect((await call(t.app, 'POST', `/api/People/${owner.id}/block`, ana.token)).status).toBe(200)
    // Blocked: their views are gone, and a new one is refused like a missing profile.
    expect((await view(ana, owner)).status).toBe(404)
    const after = await myViews(owner)
    expect(after.count).toBe(1)
    expect(after.viewers.map((v) => v.name)).toEqual(['A recruiter at Acme'])
  })
})

describe('my blocks', () => {
  it('lists only the caller’s own blocks, newest first, and unblocking takes them off', async () => {
    const [ana, ben, cy, dee] = [await person(t), await person(t), await person(t), await person(t)]
    await call(t.app, 'POST', `/api/People/${ben.id}/block`, ana.token)
    clock = new Date(clock.getTime() + 1000)
    await call(t.app, 'POST', `/api/People/${cy.id}/block`, ana.token)
    // Someone blocking ana is never shown to her.
    await call(t.app, 'POST', `/api/People/${ana.id}/block`, dee.token)
    expect((await myBlocks(ana)).map((b) => b.id)).toEqual([cy.id, ben.id])
    expect((await myBlocks(dee)).map((b) => b.id)).toEqual([ana.id])
    expect(await myBlocks(ben)).toEqual([])
    expect((await call(t.app, 'GET', '/api/People/me/blocked', null)).status).toBe(401)

    await call(t.app, 'DELETE', `/api/People/${cy.id}/block`, ana.token)
    expect((await myBlocks(ana)).map((b) => b.id)).toEqual([ben.id])
  })
})
