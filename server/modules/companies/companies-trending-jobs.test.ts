import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  CompanyListResponseSchema,
  CompanyStatsSchema,
  TrendingCompaniesSchema,
} from '@/api/companies/company'
import { CompanyStatusCode, CompanyVisibilityCode } from '@/api/companies/company-status'
import { JobListResponseSchema } from '@/api/jobs/job-full'
import { Role } from '@/api/roles'
import { companies, companyDailyViews, companyFollows } from '../../db/schema/companies'
import { users } from '../../db/schema/users'
import { createUser, signIn } from '../../test/identity'
import { createTestApp } from '../../test/test-app'
import { call, insertCompany, insertJob } from './test-support'

const DAY = 24 * 60 * 60_000

describe('GET /api/Companies/trending', () => {
  it('ranks listed companies by recent follows and views; hidden ones and demo followers never count', async () => {
    const { app, db } = await createTestApp()
    const owner = await createUser(db, { role: Role.Employer })
    // One at a time: user slugs are chosen by a read-then-insert that concurrent inserts would race.
    const fans = []
    for (let i = 0; i < 6; i++) fans.push(await createUser(db))
    const demoFans = []
    for (let i = 0; i < 4; i++) demoFans.push(await createUser(db))
    for (const fan of demoFans) await db.update(users).set({ isDemo: true }).where(eq(users.id, fan.user.id))
    const now = new Date()
    const today = now.toISOString().slice(0, 10)

    const followedRecently = await insertCompany(db, owner.user.id, { name: 'Followed Recently' })
    const viewedALot = await insertCompany(db, owner.user.id, { name: 'Viewed A Lot' })
    const oldFavourite = await insertCompany(db, owner.user.id, { name: 'Old Favourite' })
    const viewedByApi = await insertCompany(db, owner.user.id, { name: 'Viewed By Api' })
    const demoFollowed = await insertCompany(db, owner.user.id, { name: 'Demo Followed' })
    const hidden = [
      await insertCompany(db, owner.user.id, {
        name: 'Private Star',
        visibilityCode: CompanyVisibilityCode.private,
      }),
      await insertCompany(db, owner.user.id, {
        name: 'Draft Star',
        statusCode: CompanyStatusCode.onboarding,
      }),
      await insertCompany(db, owner.user.id, { name: 'Demo Star', isDemo: true }),
      await insertCompany(db, owner.user.id, { name: 'New Company' }),
    ]

    const follow = (userId: string, companyId: string, at: Date) =>
      db.insert(companyFollows).values({ userId, companyId, createdAt: at })
    for (const fan of fans.slice(0, 3)) await follow(fan.user.id, followedRecently.id, now) // 3 × 5 = 15
    for (const fan of fans) await follow(fan.user.id, oldFavourite.id, new Date(now.getTime() - 10 * DAY)) // 0
    for (const fan of demoFans) await follow(fan.user.id, demoFollowed.id, now) // demo people: 0
    await db.insert(companyDailyViews).values({ companyId: viewedALot.id, day: today, views: 20 }) // 20
    // Views older than the window do not count.
    await db.insert(companyDailyViews).values({
      companyId: followedRecently.id,
      day: new Date(now.getTime() - 9 * DAY).toISOString().slice(0, 10),
      views: 500,
    })
    for (const row of hidden) {
      await db.insert(companyDailyViews).values({ companyId: row.id, day: today, views: 1000 })
      for (const fan of fans) await follow(fan.user.id, row.id, now)
    }
    for (let i = 0; i < 3; i++)
      expect((await call(app, 'GET', `/api/Companies/${viewedByApi.id}`)).status).toBe(200) // 3

    const trending = async (query = '') => {
      const res = await call(app, 'GET', `/api/Companies/trending${query}`)
      expect(res.status, query).toBe(200)
      return v.parse(TrendingCompaniesSchema, res.body.data)
    }
    const top = await trending('?limit=100')
    const names = top.map((c) => c.name)
    expect(names.slice(0, 4)).toEqual(['Viewed A Lot', 'Followed Recently', 'Viewed By Api', 'Old Favourite'])
    for (const row of hidden) expect(names).not.toContain(row.name)
    expect(top.find((c) => c.id === demoFollowed.id)?.followers).toBe(0)
    expect(top.find((c) => c.id === oldFavourite.id)?.followers).toBe(6)

    expect((await trending()).length).toBeLessThanOrEqual(10)
    expect((await trending('?limit=2')).map((c) => c.name)).toEqual(['Viewed A Lot', 'Followed Recently'])
    for (const bad of ['0', '101', 'ten']) {
      const res = await call(app, 'GET', `/api/Companies/trending?limit=${bad}`)
      expect(res.status, bad).toBe(400)
      expect(res.body.error.message).toMatch(/^Validation failed: limit: /)
    }
  })
})

describe('GET /api/Companies/{id}/jobs and job counts', () => {
  it('lists the listed jobs to others, every job to the company, and counts only public ones', async () => {
    const { app, db } = await createTestApp()
    const employer = await createUser(db, { role: Role.Employer })
    const { token } = await signIn(app, employer.email)
    const company = await insertCompany(db, employer.user.id, { name: 'Hiring Co' })
    const past = new Date(Date.now() - DAY)
    const listed = [await insertJob(db, company), await insertJob(db, company)]
    await insertJob(db, company, { expiryDate: past })
    await insertJob(db, company, { status: 'paused' })
    await insertJob(db, company, { status: 'closed' })
    await insertJob(db, company, { status: 'draft', postedDate: null })
    await insertJob(db, company, { isPublic: false })
    await insertJob(db, company, { deletedAt: past })

    const page = async (query: string, t: string | null = null) => {
      const res = await call(app, 'GET', `/api/Companies/${company.id}/jobs${query}`, t)
      expect(res.status, query).toBe(200)
      return v.parse(JobListResponseSchema, res.body.data)
    }
    const publicPage = await page('')
    expect(publicPage).toMatchObject({
      total: 2,
      page: 1,
      limit: 20,
      totalPages: 1,
      hasNext: false,
      hasPrev: false,
    })
    expect(publicPage.items.map((j) => j.id).sort()).toEqual(listed.map((j) => j.id).sort())
    expect(publicPage.items[0]).toMatchObject({ companyId: company.id, company: 'Hiring Co' })
    const second = await page('?page=2&limit=1')
    expect(second).toMatchObject({ total: 2, totalPages: 2, hasNext: false, hasPrev: true })
    expect(second.items).toHaveLength(1)
    expect((await page(`?page=1&limit=1`)).items[0]?.id).not.toBe(second.items[0]?.id)

    // The company itself sees every job that is not deleted (drafts and private ones included).
    expect((await page('?limit=100', token)).total).toBe(7)

    const stats = v.parse(
      CompanyStatsSchema,
      (await call(app, 'GET', `/api/Companies/${company.id}/stats`)).body.data,
    )
    // Public history: 2 active + expired + paused + closed; never the draft, the private or the deleted one.
    expect(stats).toEqual({ jobsCount: 5, followersCount: 0, activeJobsCount: 2 })
    const listedCompany = v
      .parse(
        CompanyListResponseSchema,
        (await call(app, 'GET', '/api/Companies/public?search=Hiring')).body.data,
      )
      .items.find((c) => c.id === company.id)
    expect(listedCompany).toMatchObject({ jobCount: 5, activeJobCount: 2 })

    // A paused company keeps its page but offers no open jobs; a hidden one is a 404.
    await db
      .update(companies)
      .set({ statusCode: CompanyStatusCode.paused })
      .where(eq(companies.id, company.id))
    expect((await page('')).total).toBe(0)
    const pausedStats = await call(app, 'GET', `/api/Companies/${company.id}/stats`)
    expect(pausedStats.body.data).toMatchObject({ activeJobsCount: 0 })
    await db
      .update(companies)
      .set({ visibilityCode: CompanyVisibilityCode.private })
      .where(eq(companies.id, company.id))
    expect((await call(app, 'GET', `/api/Companies/${company.id}/jobs`)).status).toBe(404)
    expect((await call(app, 'GET', `/api/Companies/${company.id}/jobs?limit=500`)).status).toBe(400)
  })
})
