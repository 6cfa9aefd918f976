import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  JOB_STATUSES,
  JOB_STATUS_TARGETS,
  JOB_STATUS_TRANSITIONS,
  JobAnalyticsSchema,
  JobDeleteResultSchema,
  JobSchema,
  JobSummaryListSchema,
  type JobStatus,
} from '@/api/jobs'
import { Role } from '@/api/roles'
import type { Db } from '../../db/client'
import type { CompanyRow } from '../../db/schema/companies'
import { jobDailyStats, jobSaves, jobs } from '../../db/schema/jobs'
import { addMember, call, companyAccountOf, insertCompany, tokenIn } from '../companies/test-support'
import { daysFromNow, hoursAgo, insertJob, nonce } from './test-support'
import { PASSWORD, createUser, signIn } from '../../test/identity'
import { createTestApp } from '../../test/test-app'

type App = Awaited<ReturnType<typeof createTestApp>>['app']

let app: App
let db: Db
let company: CompanyRow
const token: Record<'employer' | 'recruiter' | 'stranger' | 'seeker' | 'admin' | 'lonelyEmployer', string> = {
  employer: '',
  recruiter: '',
  stranger: '',
  seeker: '',
  admin: '',
  lonelyEmployer: '',
}
let employerId: string
let recruiterId: string

const VALID = { title: 'Backend Engineer', description: 'Build our APIs.' }

beforeAll(async () => {
  const test = await createTestApp()
  app = test.app
  db = test.db
  const employer = await createUser(db, { role: Role.Employer })
  const recruiter = await createUser(db, { role: Role.Recruiter })
  const stranger = await createUser(db, { role: Role.Employer })
  const seeker = await createUser(db, { role: Role.JobSeeker })
  const admin = await createUser(db, { role: Role.Admin })
  const lonely = await createUser(db, { role: Role.Employer })
  employerId = employer.user.id
  recruiterId = recruiter.user.id
  const account = await companyAccountOf(db, employer.user.id)
  company = await insertCompany(db, employer.user.id, { accountId: account.id, name: `Orbital ${nonce()}` })
  await addMember(db, account.id, recruiter.user.id, 'Recruiter')
  await insertCompany(db, stranger.user.id, { accountId: (await companyAccountOf(db, stranger.user.id)).id })
  // Acting in the company account (a session starts in the personal one).
  token.employer = await tokenIn(app, employer.email, account.id)
  token.recruiter = await tokenIn(app, recruiter.email, account.id)
  token.stranger = (await signIn(app, stranger.email)).token
  token.seeker = (await signIn(app, seeker.email)).token
  token.admin = (await signIn(app, admin.email)).token
  token.lonelyEmployer = (await signIn(app, lonely.email)).token
})

const job = (body: unknown) => v.parse(JobSchema, body)

describe('POST /api/Job', () => {
  it('an employer posts a job for their company: mapped enums, salary, defaults', async () => {
    const res = await call(app, 'POST', '/api/Job', token.employer, {
      ...VALID,
      responsibilities: ['Design APIs', '  ', 'Own services'],
      requirements: ['5+ years of Go'],
      skills: ['Go', 'go', ' PostgreSQL '],
      location: 'Lisbon, Portugal',
      employmentType: ['Contractor', 'FullTime'],
      seniority: ['LeadExecutive'],
      workSetting: 'Remote',
      expirationDate: daysFromNow(40).toISOString().slice(0, 10),
      salary: { currency: 'eur', min: 80_000, max: 100_000, period: 'yearly' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.message).toBe('Job posted.')
    const created = job(res.body.data)
    expect(created).toMatchObject({
      title: 'Backend Engineer',
      companyId: company.id,
      company: company.name,
      status: 'active',
      isPublic: true,
      isExpired: false,
      responsibilities: ['Design APIs', 'Own services'],
      skills: ['Go', 'PostgreSQL'],
      employmentType: 'contract',
      employmentTypes: ['Contractor', 'FullTime'],
      experienceLevel: 'executive',
      workSetting: 'Remote',
      isRemote: true,
      currency: 'EUR',
      salaryMin: 80_000,
      salaryMax: 100_000,
      salaryPeriod: 'yearly',
      viewCount: 0,
      createdBy: employerId,
      permissions: { canEdit: true, canDelete: true, canManage: true, canSave: false },
    })
    expect(created.postedDate).not.toBeNull()
    expect(created.expiryDate).toMatch(/T23:59:59\.999Z$/)
    expect(created.slug).toMatch(/^backend-engineer-[0-9a-f]{12}$/)
    // It is listed: found by its title right away.
    const found = await call<{ items: { id: string }[] }>(
      app,
      'GET',
      `/api/Job?search=backend&companyId=${company.id}`,
    )
    expect(found.body.data.items.map((item) => item.id)).toContain(created.id)
  })

  it('a new job shows in the listing at once (this process’s writes clear the listing cache)', async () => {
    const path = `/api/Job?companyId=${company.id}&limit=1`
    const before = (await call<{ total: number }>(app, 'GET', path)).body.data.total
    expect((await call(app, 'POST', '/api/Job', token.employer, VALID)).status).toBe(201)
    expect((await call<{ total: number }>(app, 'GET', path)).body.data.total).toBe(before + 1)
  })

  it('a draft is not posted yet; a recruiter of the account posts for the account’s company', async () => {
    const draft = job(
      (await call(app, 'POST', '/api/Job', token.employer, { ...VALID, status: 'Draft' })).body.data,
    )
    expect(draft).toMatchObject({
      status: 'draft',
      postedDate: null,
      employmentType: null,
      experienceLevel: null,
    })
    const res = await call(app, 'POST', '/api/Job', token.recruiter, VALID)
    expect(res.status).toBe(201)
    expect(job(res.body.data)).toMatchObject({ companyId: company.id, createdBy: recruiterId })
  })

  it('refuses job seekers (403), visitors (401), employers without a company (400) and other companies (403)', async () => {
    expect((await call(app, 'POST', '/api/Job', token.seeker, VALID)).status).toBe(403)
    expect((await call(app, 'POST', '/api/Job', null, VALID)).status).toBe(401)
    const lonely = await call(app, 'POST', '/api/Job', token.lonelyEmployer, VALID)
    expect(lonely.status).toBe(400)
    expect(lonely.body.error.message).toBe(
      'Validation failed: companyId: Create a company profile before posting jobs',
    )
    const foreign = await call(app, 'POST', '/api/Job', token.stranger, { ...VALID, companyId: company.id })
    expect(foreign.status).toBe(403)
  })

  it('an unverified employer cannot post', async () => {
    const unverified = await createUser(db, { role: Role.Employer, verified: false })
    const login = await call<{ session: { token: string } }>(app, 'POST', '/api/Auth/login', null, {
      email: unverified.email,
      password: PASSWORD,
    })
    const t = login.body.data.session.token
    const res = await call(app, 'POST', '/api/Job', t, VALID)
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('ACCOUNT_UNVERIFIED')
  })

  it('validates with the spec’s rules and messages', async () => {
    const cases: [unknown, string][] = [
      [{ description: 'x' }, 'Validation failed: title: Title is required'],
      [{ title: '   ', description: 'x' }, 'Validation failed: title: Title is required'],
      [{ title: 'x', description: '' }, 'Validation failed: description: Description is required'],
      [
        { ...VALID, salary: { currency: 'US', min: 1, max: 2 } },
        'Validation failed: salary.currency: Currency must be a 3-letter code',
      ],
      [
        { ...VALID, salary: { currency: 'US1', min: 1 } },
        'Validation failed: salary.currency: Currency must be a 3-letter code',
      ],
      [
        { ...VALID, salary: { currency: 'USD', min: -1 } },
        'Validation failed: salary.min: Minimum salary must be 0 or more',
      ],
      [
        { ...VALID, salary: { currency: 'USD', max: -5 } },
        'Validation failed: salary.max: Maximum salary must be 0 or more',
      ],
      [
        { ...VALID, salary: { currency: 'USD', min: 10, max: 5 } },
        'Validation failed: salary.min: Minimum salary cannot be more than maximum salary',
      ],
      [
        { ...VALID, salary: { currency: 'USD', period: 'fortnightly' } },
        'Validation failed: salary.period: Period must be hourly, daily, weekly, monthly or yearly',
      ],
      [
        { ...VALID, workSetting: 'Moon' },
        'Validation failed: workSetting: Work setting must be Onsite, Remote or Hybrid',
      ],
      [
        { ...VALID, status: 'Open!' },
        'Validation failed: status: Status must be Draft, Open, Closed or Hired',
      ],
      [{ ...VALID, status: 'Closed' }, 'Validation failed: status: A new job can only be Draft or Open'],
      [
        { ...VALID, expirationDate: 'soon' },
        'Validation failed: expirationDate: Expiration date must be a date',
      ],
      [
        { ...VALID, expirationDate: '2001-01-01' },
        'Validation failed: expirationDate: The expiration date must be in the future',
      ],
    ]
    for (const [input, message] of cases) {
      const res = await call(app, 'POST', '/api/Job', token.employer, input)
      expect(res.status, message).toBe(400)
      expect(res.body.error.message).toBe(message)
    }
    const seniority = await call(app, 'POST', '/api/Job', token.employer, { ...VALID, seniority: ['Guru'] })
    expect(seniority.body.error.message).toMatch(
      /^Validation failed: seniority\.0: Seniority must be one of Entry/,
    )
    // Unknown keys (ownership fields among them) are refused.
    for (const key of ['accountId', 'createdBy', 'viewCount']) {
      const res = await call(app, 'POST', '/api/Job', token.employer, { ...VALID, [key]: 'x' })
      expect(res.status, key).toBe(400)
    }
  })
})

describe('PUT /api/Job/{id}', () => {
  it('changes only what is sent; the account’s recruiter may edit; others get 403 or 404', async () => {
    const listed = await insertJob(db, company, {
      title: 'Data Engineer',
      createdBy: employerId,
      skills: ['SQL'],
    })
    const word = nonce()
    const res = await call(app, 'PUT', `/api/Job/${listed.id}`, token.recruiter, {
      title: `Senior Data Engineer ${word}`,
      salary: { currency: 'USD', min: 50, max: 70, period: 'hourly' },
      workSetting: 'Hybrid',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(job(res.body.data)).toMatchObject({
      title: `Senior Data Engineer ${word}`,
      description: 'Build things with us.',
      skills: ['SQL'],
      salaryMin: 50,
      salaryPeriod: 'hourly',
      isRemote: false,
    })
    // The search vector follows the edit; the hourly pay is filtered as a yearly amount (50 × 2080).
    const found = await call<{ total: number }>(app, 'GET', `/api/Job?search=${word}&salaryMin=104000`)
    expect(found.body.data.total).toBe(1)
    const cleared = await call(app, 'PUT', `/api/Job/${listed.id}`, token.employer, {
      salary: null,
      location: '',
    })
    expect(job(cleared.body.data)).toMatchObject({ salaryMin: null, currency: null, location: null })

    expect((await call(app, 'PUT', `/api/Job/${listed.id}`, token.stranger, { title: 'Mine' })).status).toBe(
      403,
    )
    expect((await call(app, 'PUT', `/api/Job/${listed.id}`, token.seeker, { title: 'Mine' })).status).toBe(
      403,
    )
    const draft = await insertJob(db, company, { status: 'draft', postedDate: null })
    expect((await call(app, 'PUT', `/api/Job/${draft.id}`, token.stranger, { title: 'Mine' })).status).toBe(
      404,
    )
    expect(
      (await call(app, 'PUT', `/api/Job/${listed.id}`, token.employer, { title: '' })).body.error.message,
    ).toBe('Validation failed: title: Title is required')
  })

  it('a status sent with an edit follows the transition table and needs the manage right', async () => {
    const draft = await insertJob(db, company, { status: 'draft', postedDate: null, createdBy: employerId })
    const refused = await call(app, 'PUT', `/api/Job/${draft.id}`, token.employer, { status: 'Closed' })
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toBe('A draft job cannot become closed; it can become active.')
    expect((await call(app, 'PUT', `/api/Job/${draft.id}`, token.recruiter, { status: 'Open' })).status).toBe(
      403,
    )
    const published = await call(app, 'PUT', `/api/Job/${draft.id}`, token.employer, { status: 'Open' })
    expect(job(published.body.data)).toMatchObject({ status: 'active' })
    expect(job(published.body.data).postedDate).not.toBeNull()
    // Sending the current status is no change (the edit form resubmits it).
    expect(
      (await call(app, 'PUT', `/api/Job/${draft.id}`, token.recruiter, { status: 'Open', title: 'T' }))
        .status,
    ).toBe(200)
  })
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
    // A recruiter may not delete jobs, even their own (seed 1 §6: delete jobs is employer, admin, super admin).
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
