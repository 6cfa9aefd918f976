import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CompanyListResponseSchema } from '@/api/companies/company'
import { CompanyStatusCode, CompanyVisibilityCode } from '@/api/companies/company-status'
import { FollowResultSchema, FollowedCompaniesSchema } from '@/api/companies/company-follow'
import { Role } from '@/api/roles'
import { companies } from '../../db/schema/companies'
import { users } from '../../db/schema/users'
import { createUser, signIn } from '../../test/identity'
import { createTestApp } from '../../test/test-app'
import { call, insertCompany } from './test-support'

/** A word only this test's rows contain, so tests sharing the file's database do not see each other. */
const marker = () => `zq${Math.random().toString(36).slice(2, 10)}`

async function list(
  app: { request: (p: string, i?: RequestInit) => Response | Promise<Response> },
  query: string,
) {
  const res = await call(app, 'GET', `/api/Companies/public?${query}`)
  expect(res.status, query).toBe(200)
  return v.parse(CompanyListResponseSchema, res.body.data)
}

describe('GET /api/Companies/public', () => {
  it('combines search, industry, size and location filters with exact totals and stable pages', async () => {
    const { app, db } = await createTestApp()
    const owner = await createUser(db, { role: Role.Employer })
    const tag = marker()
    const specs = [
      { name: 'Alpha Health', industry: 'Healthcare', size: '11-50', location: 'Berlin, Germany' },
      { name: 'Beta Health', industry: 'Healthcare', size: '51-200', location: 'Berlin, Germany' },
      { name: 'Gamma Care', industry: 'Healthcare', size: '11-50', location: 'Paris, France' },
      { name: 'Delta Bank', industry: 'Banking', size: '11-50', location: 'Berlin, Germany' },
      { name: 'Epsilon Soft', industry: 'Software', size: '1000+', location: 'Remote' },
    ]
    for (const spec of specs) {
      await insertCompany(db, owner.user.id, { ...spec, description: `We are ${spec.name}. ${tag}` })
    }
    // 25 more for pagination, all matching the marker.
    for (let i = 0; i < 25; i++) {
      await insertCompany(db, owner.user.id, {
        name: `Filler ${String(i).padStart(2, '0')}`,
        tagline: `filler ${tag}`,
        industry: 'Retail',
        size: '201-500',
      })
    }

    const all = await list(app, `search=${tag}`)
    expect(all).toMatchObject({ total: 30, page: 1, limit: 20, totalPages: 2, hasNext: true, hasPrev: false })
    expect(all.items).toHaveLength(20)

    const healthBerlin = await list(app, `search=${tag}&industry=healthcare&location=berlin`)
    expect(healthBerlin.items.map((c) => c.name)).toEqual(['Alpha Health', 'Beta Health'])
    expect(healthBerlin.total).toBe(2)
    const small = await list(app, `search=${tag}&industry=Healthcare&size=11-50&location=Berlin`)
    expect(small.items.map((c) => c.name)).toEqual(['Alpha Health'])
    // Size in its label form works too; several words must each match somewhere.
    expect(
      (await list(app, `search=${tag}&size=${encodeURIComponent('1000+ employees')}`)).items.map(
        (c) => c.name,
      ),
    ).toEqual(['Epsilon Soft'])
    expect((await list(app, `search=${encodeURIComponent(`health ${tag}`)}`)).total).toBe(3)
    expect((await list(app, `search=${encodeURIComponent(`banking ${tag}`)}`)).items[0]?.name).toBe(
      'Delta Bank',
    )
    // LIKE wildcards are literal.
    expect((await list(app, `search=${encodeURIComponent(`%${tag}`)}`)).total).toBe(0)

    // Pages: limit 7 → 5 pages, no overlap, no gap, same order as one big page.
    const pages = []
    for (let page = 1; page <= 5; page++) pages.push(await list(app, `search=${tag}&limit=7&page=${page}`))
    expect(pages.map((p) => [p.page, p.items.length, p.hasNext, p.hasPrev, p.totalPages])).toEqual([
      [1, 7, true, false, 5],
      [2, 7, true, true, 5],
      [3, 7, true, true, 5],
      [4, 7, true, true, 5],
      [5, 2, false, true, 5],
    ])
    const paged = pages.flatMap((p) => p.items.map((c) => c.id))
    const whole = (await list(app, `search=${tag}&limit=100`)).items.map((c) => c.id)
    expect(new Set(paged).size).toBe(30)
    expect(paged).toEqual(whole)
    expect((await list(app, `search=${tag}&page=9`)).items).toEqual([])

    // Sorts: default by name; 'newest' and 'popular' are stable too.
    expect(healthBerlin.items.map((c) => c.name)).toEqual(['Alpha Health', 'Beta Health'])
    const newest = await list(app, `search=${tag}&sort=newest&limit=100`)
    expect(newest.items).toHaveLength(30)
  })

  it('never lists (nor counts) drafts, private, paused, demo, demo-owned or placeholder-named companies', async () => {
    const { app, db } = await createTestApp()
    const owner = await createUser(db, { role: Role.Employer })
    const demoOwner = await createUser(db, { role: Role.Employer })
    await db.update(users).set({ isDemo: true }).where(eq(users.id, demoOwner.user.id))
    const tag = marker()
    const visible = await insertCompany(db, owner.user.id, { name: 'Real Company', description: tag })
    const hidden = [
      { name: 'Draft Co', statusCode: CompanyStatusCode.draft },
      { name: 'Onboarding Co', statusCode: CompanyStatusCode.onboarding },
      { name: 'Paused Co', statusCode: CompanyStatusCode.paused },
      { name: 'Inactive Co', statusCode: CompanyStatusCode.inactive },
      { name: 'Private Co', visibilityCode: CompanyVisibilityCode.private },
      { name: 'Draft Visibility Co', visibilityCode: CompanyVisibilityCode.draft },
      { name: 'Demo Co', isDemo: true },
      { name: '' },
      { name: '   ' },
      { name: 'Unnamed Company' },
      { name: 'untitled  company' },
      { name: ' Your Company ' },
      { name: 'TEST COMPANY' },
      { name: 'Placeholder Company' },
    ]
    for (const spec of hidden) await insertCompany(db, owner.user.id, { ...spec, description: tag })
    await insertCompany(db, demoOwner.user.id, { name: 'Demo Owner Co', description: tag })

    const result = await list(app, `search=${tag}&limit=100`)
    expect(result.items.map((c) => c.id)).toEqual([visible.id])
    expect(result.total).toBe(1)
    expect(result.totalPages).toBe(1)
    // An unfiltered page never contains any of them either.
    const everything = await list(app, 'limit=100')
    expect(everything.items.some((c) => c.description === tag && c.id !== visible.id)).toBe(false)
  })

  it('validates the query: page ≥ 1, limit 1–100, size from the list', async () => {
    const { app } = await createTestApp()
    const cases: [string, string][] = [
      ['limit=0', 'Validation failed: limit: Limit must be between 1 and 100'],
      ['limit=101', 'Validation failed: limit: Limit must be between 1 and 100'],
      ['limit=abc', 'Validation failed: limit: Limit must be a number'],
      ['page=0', 'Validation failed: page: Page must be at least 1'],
      ['page=1.5', 'Validation failed: page: Page must be a whole number'],
      [
        'size=huge',
        'Validation failed: size: Size must be one of 1-10, 11-50, 51-200, 201-500, 501-1000, 1000+',
      ],
      ['sort=random', 'Validation failed: sort: Sort must be one of name, newest, popular'],
    ]
    for (const [query, message] of cases) {
      const res = await call(app, 'GET', `/api/Companies/public?${query}`)
      expect(res.status, query).toBe(400)
      expect(res.body.error.message, query).toBe(message)
    }
    const defaults = await list(app, '')
    expect(defaults).toMatchObject({ page: 1, limit: 20 })
    // Empty filters are no filters.
    expect((await list(app, 'search=&industry=&size=&location=')).total).toBe(defaults.total)
  })
})

describe('following companies', () => {
  it('follow and unfollow set the state idempotently; following-status and me/followed agree', async () => {
    const { app, db } = await createTestApp()
    const employer = await createUser(db, { role: Role.Employer })
    const seeker = await createUser(db)
    const { token } = await signIn(app, seeker.email)
    const ownerToken = (await signIn(app, employer.email)).token
    const first = await insertCompany(db, employer.user.id, { name: 'First Co' })
    const second = await insertCompany(db, employer.user.id, { name: 'Second Co' })
    const status = async (id: string, t: string | null = token) => {
      const res = await call<{ isFollowing: boolean }>(app, 'GET', `/api/Companies/${id}/following-status`, t)
      expect(res.status).toBe(200)
      return res.body.data.isFollowing
    }

    expect(await status(first.id)).toBe(false)
    for (let i = 0; i < 2; i++) {
      const res = await call(app, 'POST', `/api/Companies/${first.id}/follow`, token)
      expect(res.status).toBe(200)
      expect(v.parse(FollowResultSchema, res.body.data)).toEqual({
        companyId: first.id,
        isFollowing: true,
        followersCount: 1,
      })
    }
    await call(app, 'POST', `/api/Companies/${second.slug}/follow`, token)
    expect(await status(first.id)).toBe(true)
    expect(await status(second.slug)).toBe(true)
    expect((await call(app, 'GET', `/api/Companies/${first.id}`, token)).body.data.isFollowing).toBe(true)

    const followed = v.parse(
      FollowedCompaniesSchema,
      (await call(app, 'GET', '/api/Companies/me/followed', token)).body.data,
    )
    // Full company objects, newest follow first.
    expect(followed.map((c) => [c.name, c.followers, c.industry])).toEqual([
      ['Second Co', 1, 'Technology'],
      ['First Co', 1, 'Technology'],
    ])

    for (let i = 0; i < 2; i++) {
      const res = await call(app, 'DELETE', `/api/Companies/${first.id}/follow`, token)
      expect(res.status).toBe(200)
      expect(res.body.data).toEqual({ companyId: first.id, isFollowing: false, followersCount: 0 })
    }
    expect(await status(first.id)).toBe(false)

    // A followed company that turns private drops out of me/followed (and cannot be followed anew).
    await db
      .update(companies)
      .set({ visibilityCode: CompanyVisibilityCode.private })
      .where(eq(companies.id, second.id))
    expect((await call(app, 'GET', '/api/Companies/me/followed', token)).body.data).toEqual([])
    expect((await call(app, 'POST', `/api/Companies/${second.id}/follow`, token)).status).toBe(404)
    // Unfollowing it (e.g. queued offline) still works.
    expect((await call(app, 'DELETE', `/api/Companies/${second.id}/follow`, token)).status).toBe(200)
    expect(
      (await call(app, 'DELETE', '/api/Companies/00000000-0000-4000-8000-000000000000/follow', token)).status,
    ).toBe(200)
    expect((await call(app, 'DELETE', '/api/Companies/no-such-slug/follow', token)).status).toBe(404)

    // Owners do not follow their own company.
    const own = await call(app, 'POST', `/api/Companies/${first.id}/follow`, ownerToken)
    expect(own.status).toBe(403)
    expect(own.body.error.message).toBe('You cannot follow your own company.')

    // following-status never fails: bad ids, unknown ids, signed out, bad token → false.
    for (const bad of [
      'not-a-company',
      '00000000-0000-4000-8000-000000000000',
      '%27%3B--',
      'x'.repeat(300),
    ]) {
      expect(await status(bad), bad).toBe(false)
    }
    expect(await status(first.id, null)).toBe(false)
    expect(await status(first.id, 'garbage.token.value')).toBe(false)

    // Signed-out follow is 401; me/followed needs sign-in.
    expect((await call(app, 'POST', `/api/Companies/${first.id}/follow`)).status).toBe(401)
    expect((await call(app, 'GET', '/api/Companies/me/followed')).status).toBe(401)
  })

  it('replays a follow sent twice with the same Idempotency-Key', async () => {
    const { app, db } = await createTestApp()
    const employer = await createUser(db, { role: Role.Employer })
    const seeker = await createUser(db)
    const { token } = await signIn(app, seeker.email)
    const company = await insertCompany(db, employer.user.id)
    const send = () =>
      app.request(`/api/Companies/${company.id}/follow`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': `follow-${company.id}` },
      })
    const [a, b] = [await send(), await send()]
    expect([a.status, b.status]).toEqual([200, 200])
    expect(((await b.json()) as { data: unknown }).data).toEqual(((await a.json()) as { data: unknown }).data)
  })
})
