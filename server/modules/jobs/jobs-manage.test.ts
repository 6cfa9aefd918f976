import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  JOB_STATUSES,
  JOB_STATUS_TARGETS,
  JOB_STATUS_TRANSITIONS,
  type JobStatus,
} from '@/api/jobs/job-statuses'
import { JobAnalyticsSchema } from '@/api/jobs/job-analytics'
import { JobDeleteResultSchema } from '@/api/jobs/job-write-input'
import { JobSummaryListSchema } from '@/api/jobs/job-summary'
import type { Db } from '../../db/client'
import type { CompanyRow } from '../../db/schema/companies'
import { jobDailyStats, jobSaves, jobs } from '../../db/schema/jobs'
import { call } from '../companies/test-support'
import { createJobsManageWorld, job, type App, type ManageActor } from './jobs-manage-test-support'
import { daysFromNow, hoursAgo, insertJob, nonce } from './test-support'

let app: App
let db: Db
let company: CompanyRow
let token: Record<ManageActor, string>
let employerId: string
let recruiterId: string

beforeAll(async () => {
  ;({ app, db, company, token, employerId, recruiterId } = await createJobsManageWorld())
})

describe('POST /api/Job/{id}/status: the transition table', () => {
  const expected = (from: JobStatus, to: JobStatus) =>
    from === to || JOB_STATUS_TRANSITIONS[from].includes(to)
  for (const from of JOB_STATUSES) {
    for (const to of JOB_STATUS_TARGETS) {
      const allowed = expected(from, to)
      it(`${from} → ${to}: ${allowed ? 'allowed' : '409'}`, async () => {
        const row = await insertJob(db, company, {
          status: from,
          postedDate: from === 'draft' ? null : hoursAgo(5),
          createdBy: employerId,
        })
        const res = await call(app, 'POST', `/api/Job/${row.id}/status`, token.employer, { status: to })
        expect(res.status, JSON.stringify(res.body)).toBe(allowed ? 200 : 409)
        const [stored] = await db.select().from(jobs).where(eq(jobs.id, row.id))
        expect(stored!.status).toBe(allowed ? to : from)
        if (!allowed) expect(res.body.error).toMatchObject({ code: 'CONFLICT_ERROR', details: { from, to } })
        if (allowed && from === 'draft') expect(stored!.postedDate).not.toBeNull()
      })
    }
  }

  it('names the move, refuses to publish an expired job, and checks the body', async () => {
    const paused = await insertJob(db, company, { status: 'paused', createdBy: employerId })
    const activated = await call(app, 'POST', `/api/Job/${paused.id}/status`, token.employer, {
      status: 'active',
    })
    expect(activated.body.message).toBe('Job activated.')
    const pausedAgain = await call(app, 'POST', `/api/Job/${paused.id}/status`, token.employer, {
      status: 'paused',
    })
    expect(pausedAgain.body.message).toBe('Job paused.')
    const expired = await insertJob(db, company, { status: 'paused', expiryDate: hoursAgo(1) })
    const refused = await call(app, 'POST', `/api/Job/${expired.id}/status`, token.employer, {
      status: 'active',
    })
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toBe(
      'This job has expired. Set a later expiration date before publishing it.',
    )
    // A later expiry date makes it possible.
    await call(app, 'PUT', `/api/Job/${expired.id}`, token.employer, {
      expirationDate: daysFromNow(10).toISOString(),
    })
    expect(
      (await call(app, 'POST', `/api/Job/${expired.id}/status`, token.employer, { status: 'active' })).status,
    ).toBe(200)
    const bad = await call(app, 'POST', `/api/Job/${paused.id}/status`, token.employer, { status: 'draft' })
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toBe(
      'Validation failed: status: Status must be active, paused, closed or hired',
    )
  })

  it('is for the owner, the account owner and admins; a recruiter of the account and others may not', async () => {
    const row = await insertJob(db, company, { createdBy: employerId })
    const path = `/api/Job/${row.id}/status`
    expect((await call(app, 'POST', path, token.recruiter, { status: 'paused' })).status).toBe(403)
    expect((await call(app, 'POST', path, token.stranger, { status: 'paused' })).status).toBe(403)
    expect((await call(app, 'POST', path, token.seeker, { status: 'paused' })).status).toBe(403)
    expect((await call(app, 'POST', path, null, { status: 'paused' })).status).toBe(401)
    expect((await call(app, 'POST', path, token.admin, { status: 'paused' })).status).toBe(200)
    // Paused: hidden, so others now get 404.
    expect((await call(app, 'POST', path, token.stranger, { status: 'active' })).status).toBe(404)
    // A recruiter's own job: they created it, so they manage it.
    const own = await insertJob(db, company, { createdBy: recruiterId })
    expect(
      (await call(app, 'POST', `/api/Job/${own.id}/status`, token.recruiter, { status: 'paused' })).status,
    ).toBe(200)
  })
})

describe('clone and delete', () => {
  it('clone makes a new draft copy with fresh counters', async () => {
    const source = await insertJob(db, company, {
      title: 'QA Engineer',
      viewCount: 12,
      saveCount: 3,
      skills: ['Cypress'],
    })
    const res = await call(app, 'POST', `/api/Job/${source.id}/clone`, token.recruiter)
    expect(res.status).toBe(201)
    const copy = job(res.body.data)
    expect(copy).toMatchObject({
      title: 'QA Engineer (copy)',
      status: 'draft',
      postedDate: null,
      expiryDate: null,
      viewCount: 0,
      saveCount: 0,
      skills: ['Cypress'],
      companyId: company.id,
      createdBy: recruiterId,
    })
    expect(copy.id).not.toBe(source.id)
    expect(copy.slug).not.toBe(source.slug)
    expect((await call(app, 'POST', `/api/Job/${source.id}/clone`, token.stranger)).status).toBe(403)
    expect((await call(app, 'POST', `/api/Job/${source.id}/clone`, token.seeker)).status).toBe(403)
  })

  it('delete: employers and admins (not recruiters), then the job is gone everywhere', async () => {
    const row = await insertJob(db, company, { title: `Doomed ${nonce()}`, createdBy: recruiterId })
    // A recruiter may not delete jobs, even their own: deleting jobs is for employers, admins and super admins.
    expect((await call(app, 'DELETE', `/api/Job/${row.id}`, token.recruiter)).status).toBe(403)
    expect((await call(app, 'DELETE', `/api/Job/${row.id}`, token.stranger)).status).toBe(403)
    const res = await call(app, 'DELETE', `/api/Job/${row.id}`, token.employer)
    expect(res.status).toBe(200)
    expect(v.parse(JobDeleteResultSchema, res.body.data)).toEqual({ id: row.id, deleted: true })
    expect((await call(app, 'GET', `/api/Job/${row.id}`, token.employer)).status).toBe(404)
    expect((await call(app, 'DELETE', `/api/Job/${row.id}`, token.employer)).status).toBe(404)
    const search = await call<{ total: number }>(app, 'GET', `/api/Job?search=${row.title.split(' ')[1]}`)
    expect(search.body.data.total).toBe(0)
    const other = await insertJob(db, company, {})
    expect((await call(app, 'DELETE', `/api/Job/${other.id}`, token.admin)).status).toBe(200)
  })
})

describe('GET /api/Job/{id}/analytics and views', () => {
  it('counts views by others (not by insiders) per day, with saves, over a range', async () => {
    const row = await insertJob(db, company, { createdBy: employerId })
    await call(app, 'GET', `/api/Job/${row.id}`)
    await call(app, 'GET', `/api/Job/${row.id}`, token.seeker)
    await call(app, 'GET', `/api/Job/slug/${row.slug}`, token.stranger)
    await call(app, 'GET', `/api/Job/${row.id}`, token.employer)
    await call(app, 'GET', `/api/Job/${row.id}`, token.recruiter)
    await call(app, 'POST', `/api/Job/${row.id}/save`, token.seeker)
    const res = await call(app, 'GET', `/api/Job/${row.id}/analytics`, token.recruiter)
    expect(res.status).toBe(200)
    const stats = v.parse(JobAnalyticsSchema, res.body.data)
    const today = new Date().toISOString().slice(0, 10)
    expect(stats.days).toHaveLength(30)
    expect(stats.to).toBe(today)
    expect(stats.days.at(-1)).toEqual({ date: today, views: 3, saves: 1, applications: 0 })
    expect(stats.totals).toEqual({ views: 3, saves: 1, applications: 0 })
    expect(stats.lifetime).toEqual({ views: 3, saves: 1, applications: 0 })

    // Older days come from the table (saves from the saves themselves), zero-filled around them.
    await db.insert(jobDailyStats).values({ jobId: row.id, day: '2026-01-10', views: 7, applications: 1 })
    for (const saver of [recruiterId, employerId]) {
      await db
        .insert(jobSaves)
        .values({ userId: saver, jobId: row.id, createdAt: new Date('2026-01-10T18:30:00Z') })
    }
    const range = v.parse(
      JobAnalyticsSchema,
      (await call(app, 'GET', `/api/Job/${row.id}/analytics?from=2026-01-09&to=2026-01-11`, token.employer))
        .body.data,
    )
    expect(range.days).toEqual([
      { date: '2026-01-09', views: 0, saves: 0, applications: 0 },
      { date: '2026-01-10', views: 7, saves: 2, applications: 1 },
      { date: '2026-01-11', views: 0, saves: 0, applications: 0 },
    ])
    expect(range.totals).toEqual({ views: 7, saves: 2, applications: 1 })

    const path = `/api/Job/${row.id}/analytics`
    expect((await call(app, 'GET', path, token.stranger)).status).toBe(403)
    expect((await call(app, 'GET', path, token.seeker)).status).toBe(403)
    expect((await call(app, 'GET', path, null)).status).toBe(401)
    expect((await call(app, 'GET', `${path}?from=2026-02-01&to=2026-01-01`, token.employer)).status).toBe(400)
    expect(
      (await call(app, 'GET', `${path}?from=2024-01-01&to=2026-01-01`, token.employer)).body.error.message,
    ).toBe('Validation failed: The range can be at most 366 days')
    expect((await call(app, 'GET', `${path}?from=yesterday`, token.employer)).body.error.message).toBe(
      'Validation failed: from: from must be a date (YYYY-MM-DD)',
    )
  })
})

describe('GET /api/Job/GetSummaryItems', () => {
  it('lists the caller’s and their account’s jobs of every status with counts; others see none of them', async () => {
    const res = await call(app, 'GET', '/api/Job/GetSummaryItems?limit=100', token.recruiter)
    expect(res.status).toBe(200)
    const page = v.parse(JobSummaryListSchema, res.body.data)
    expect(page.total).toBeGreaterThan(5)
    expect(page.items.every((item) => item.companyId === company.id)).toBe(true)
    expect(new Set(page.items.map((item) => item.status)).size).toBeGreaterThan(2)
    const first = page.items[0]!
    expect(first).toHaveProperty('views')
    expect(first).toHaveProperty('applications')
    expect(first.summary.length).toBeLessThanOrEqual(200)
    // Most recently changed first.
    const updated = page.items.map((item) => item.updatedAt)
    expect([...updated].sort().reverse()).toEqual(updated)
    const stranger = v.parse(
      JobSummaryListSchema,
      (await call(app, 'GET', '/api/Job/GetSummaryItems', token.stranger)).body.data,
    )
    expect(stranger.items.some((item) => item.companyId === company.id)).toBe(false)
    expect((await call(app, 'GET', '/api/Job/GetSummaryItems', null)).status).toBe(401)
    expect((await call(app, 'GET', '/api/Job/GetSummaryItems?status=gone', token.employer)).status).toBe(400)
  })
})
