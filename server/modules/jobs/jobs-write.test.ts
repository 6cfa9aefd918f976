import { beforeAll, describe, expect, it } from 'vitest'
import { Role } from '@/api/roles'
import type { Db } from '../../db/client'
import type { CompanyRow } from '../../db/schema/companies'
import { call } from '../companies/test-support'
import { createJobsManageWorld, job, type App, type ManageActor } from './jobs-manage-test-support'
import { daysFromNow, insertJob, nonce } from './test-support'
import { PASSWORD, createUser } from '../../test/identity'

let app: App
let db: Db
let company: CompanyRow
let token: Record<ManageActor, string>
let employerId: string
let recruiterId: string

const VALID = { title: 'Backend Engineer', description: 'Build our APIs.' }

beforeAll(async () => {
  ;({ app, db, company, token, employerId, recruiterId } = await createJobsManageWorld())
})

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
