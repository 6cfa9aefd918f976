import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  CompanyProfileSchema,
  CompanySchema,
  CompanyStatsSchema,
  CompanyStatusCode,
  CompanyVisibilityCode,
  READY_TO_PUBLISH,
  onboardingProgressLabel,
} from '@/api/companies'
import { Role } from '@/api/roles'
import { accounts } from '../../db/schema/accounts'
import { companies, companyDailyViews } from '../../db/schema/companies'
import { users } from '../../db/schema/users'
import { createUser, signIn } from '../../test/identity'
import { createTestApp } from '../../test/test-app'
import { addMember, call, companyAccountOf, insertCompany, insertJob, tokenIn } from './test-support'

const FULL_PROFILE = {
  tagline: 'Rockets for everyone',
  description: 'We build small launch vehicles.',
  website: 'https://rockets.example.com',
  industry: 'aerospace & defense',
  size: '51-200 employees',
  location: 'Hawthorne, CA',
  founded: 2015,
  headquarters: { city: 'Hawthorne', state: 'CA', country: 'USA', remote: false },
  locations: [{ city: 'Austin', country: 'USA' }],
  contact: { email: 'hello@rockets.example.com', linkedin: 'https://linkedin.com/company/rockets' },
  financials: {
    fundingStage: 'Series B',
    totalFunding: 120_000_000,
    currency: 'usd',
    investors: ['Orbit VC'],
  },
  benefits: { healthInsurance: true, remoteWork: true, other: ['Launch tickets'] },
  culture: ['Ship it'],
  technologies: ['C++'],
  techStack: ['Rust', 'Kubernetes'],
  perks: ['Free lunch'],
  mission: 'Make space ordinary.',
  vision: 'A launch a day.',
  values: ['Safety', 'Speed'],
}

describe('company creation, onboarding and publishing', () => {
  it('an employer creates a draft, completes the required tasks to "Ready to publish" and publishes', async () => {
    const { app, db } = await createTestApp()
    const employer = await createUser(db, { role: Role.Employer })
    const { token } = await signIn(app, employer.email)
    const account = await companyAccountOf(db, employer.user.id)

    const created = await call(app, 'POST', '/api/Companies', token, { name: '  Rocket Labs ' })
    expect(created.status).toBe(201)
    const draft = v.parse(CompanyProfileSchema, created.body.data)
    expect(draft).toMatchObject({
      name: 'Rocket Labs',
      slug: 'rocket-labs',
      status: 'draft',
      visibility: 'draft',
      industry: 'Not specified',
      size: 'Not specified',
      onboardingProgress: 0,
      userId: employer.user.id,
      accountId: account.id,
      canEdit: true,
      canManage: true,
      isOwner: true,
      isFollowing: false,
      isAuthenticated: true,
    })
    expect(draft.onboardingTasks.map((t) => [t.id, t.required, t.completed])).toEqual([
      ['basics', true, false],
      ['about', true, false],
      ['location', true, false],
      ['contact', true, false],
      ['logo', false, false],
      ['culture', false, false],
      ['team', false, false],
      ['first-job', false, false],
    ])
    expect(draft.teamMembers.map((m) => [m.userId, m.role])).toEqual([[employer.user.id, 'Admin']])
    const id = draft.id

    // A required task needs its data first.
    const early = await call(app, 'PUT', `/api/Companies/${id}/onboarding/tasks/basics`, token, {
      completed: true,
    })
    expect(early.status).toBe(400)
    expect(early.body.error.message).toBe(
      'Validation failed: basics: Add the company’s real name, an industry and a size first',
    )

    const updated = await call(app, 'PUT', `/api/Companies/${id}`, token, FULL_PROFILE)
    expect(updated.status).toBe(200)
    const profile = v.parse(CompanyProfileSchema, updated.body.data)
    expect(profile).toMatchObject({ status: 'onboarding', industry: 'Aerospace & Defense', size: '51-200' })
    expect(profile.data).toMatchObject({
      headquarters: { city: 'Hawthorne', remote: false, address: null },
      locations: [{ city: 'Austin', country: 'USA' }],
      contact: { email: 'hello@rockets.example.com', phone: null },
      financials: { fundingStage: 'Series B', currency: 'USD', investors: ['Orbit VC'], revenue: null },
      benefits: {
        healthInsurance: true,
        remoteWork: true,
        dentalInsurance: false,
        other: ['Launch tickets'],
      },
      techStack: ['Rust', 'Kubernetes'],
      values: ['Safety', 'Speed'],
      mission: 'Make space ordinary.',
    })

    // Not public while onboarding: others get 404, not even its existence.
    expect((await call(app, 'GET', `/api/Companies/${id}`)).status).toBe(404)
    expect((await call(app, 'GET', '/api/Companies/slug/rocket-labs')).status).toBe(404)

    const publishEarly = await call(app, 'POST', `/api/Companies/${id}/publish`, token)
    expect(publishEarly.status).toBe(409)
    expect(publishEarly.body.error.details).toMatchObject({ onboardingProgress: 0 })

    const progress: number[] = []
    for (const task of ['basics', 'about', 'location', 'contact', 'logo']) {
      const res = await call(app, 'PUT', `/api/Companies/${id}/onboarding/tasks/${task}`, token, {
        completed: true,
      })
      expect(res.status, task).toBe(200)
      progress.push(v.parse(CompanyProfileSchema, res.body.data).onboardingProgress)
    }
    // Optional tasks do not move the percentage.
    expect(progress).toEqual([25, 50, 75, 100, 100])
    expect(onboardingProgressLabel(100)).toBe(READY_TO_PUBLISH)
    expect(onboardingProgressLabel(75)).toBe('75% complete')

    // Un-ticking drops below 100 and blocks publishing again.
    const undone = await call(app, 'PUT', `/api/Companies/${id}/onboarding/tasks/contact`, token, {
      completed: false,
    })
    expect(v.parse(CompanyProfileSchema, undone.body.data).onboardingProgress).toBe(75)
    const blocked = await call(app, 'POST', `/api/Companies/${id}/publish`, token)
    expect(blocked.status).toBe(409)
    expect(blocked.body.error.details).toMatchObject({ onboardingProgress: 75, incompleteTasks: ['contact'] })
    await call(app, 'PUT', `/api/Companies/${id}/onboarding/tasks/contact`, token, { completed: true })

    const unknownTask = await call(app, 'PUT', `/api/Companies/${id}/onboarding/tasks/nope`, token, {
      completed: true,
    })
    expect(unknownTask.status).toBe(404)

    const published = await call(app, 'POST', `/api/Companies/${id}/publish`, token)
    expect(published.status).toBe(200)
    expect(v.parse(CompanyProfileSchema, published.body.data)).toMatchObject({
      status: 'active',
      visibility: 'public',
      onboardingProgress: 100,
    })
    expect((await call(app, 'POST', `/api/Companies/${id}/publish`, token)).status).toBe(409)

    // Public now, by id and by slug, for anyone.
    const publicView = await call(app, 'GET', '/api/Companies/slug/rocket-labs')
    expect(publicView.status).toBe(200)
    expect(v.parse(CompanyProfileSchema, publicView.body.data)).toMatchObject({
      id,
      canEdit: false,
      isOwner: false,
      isAuthenticated: false,
      teamMembers: [],
    })
    // A rename after publishing keeps the address.
    const renamed = await call(app, 'PUT', `/api/Companies/${id}`, token, { name: 'Rocket Laboratories' })
    expect(v.parse(CompanyProfileSchema, renamed.body.data).slug).toBe('rocket-labs')
  })

  it('refuses creation to job seekers and signed-out visitors, and gives clear validation messages', async () => {
    const { app, db } = await createTestApp()
    const seeker = await createUser(db)
    const employer = await createUser(db, { role: Role.Employer })
    const seekerToken = (await signIn(app, seeker.email)).token
    const token = (await signIn(app, employer.email)).token

    expect((await call(app, 'POST', '/api/Companies', null, { name: 'Nope' })).status).toBe(401)
    const forbidden = await call(app, 'POST', '/api/Companies', seekerToken, { name: 'Nope' })
    expect(forbidden.status).toBe(403)
    expect(forbidden.body.error.code).toBe('AUTHORIZATION_ERROR')

    const cases: [unknown, string][] = [
      [{ name: '   ' }, 'Validation failed: name: Company name is required'],
      [{}, 'Validation failed: name: Invalid key: Expected "name" but received undefined'],
      [
        { name: 'A', industry: 'Basket weaving' },
        'Validation failed: industry: Please choose an industry from the list',
      ],
      [{ name: 'A', size: '7' }, 'Validation failed: size: Please choose a company size from the list'],
      [{ name: 'A', website: 'javascript:alert(1)' }, 'Validation failed: website: Please enter a valid URL'],
      [
        { name: 'A', founded: 1500 },
        'Validation failed: founded: Founded must be a year between 1800 and this year',
      ],
      [
        { name: 'A', financials: { currency: 'dollars' } },
        'Validation failed: financials.currency: Currency must be a 3-letter code',
      ],
      [
        { name: 'A', contact: { email: 'not-an-address' } },
        'Validation failed: contact.email: Please enter a valid email address',
      ],
      [
        { name: 'A', logo: 'data:image/png;base64,xx' },
        'Validation failed: logo: Please enter a valid logo URL',
      ],
    ]
    for (const [input, message] of cases) {
      const res = await call(app, 'POST', '/api/Companies', token, input)
      expect(res.status, JSON.stringify(input)).toBe(400)
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message })
    }
    // Strict bodies: an owner or account cannot be smuggled in.
    const smuggled = await call(app, 'POST', '/api/Companies', token, {
      name: 'A',
      ownerUserId: seeker.user.id,
    })
    expect(smuggled.status).toBe(400)
    expect(smuggled.body.error.message).toMatch(/^Validation failed: ownerUserId: /)
    const withStatus = await call(app, 'POST', '/api/Companies', token, { name: 'A', status: 'active' })
    expect(withStatus.status).toBe(400)

    // Same name twice: distinct slugs.
    const first = await call(app, 'POST', '/api/Companies', token, { name: 'Twin & Co' })
    const second = await call(app, 'POST', '/api/Companies', token, { name: 'Twin & Co' })
    expect([first.body.data.slug, second.body.data.slug]).toEqual(['twin-and-co', 'twin-and-co-2'])
  })
  it('concurrent onboarding ticks and profile edits never overwrite each other', async () => {
    const { app, db } = await createTestApp()
    const employer = await createUser(db, { role: Role.Employer })
    const { token } = await signIn(app, employer.email)
    const company = await insertCompany(db, employer.user.id, {
      statusCode: CompanyStatusCode.onboarding,
      visibilityCode: CompanyVisibilityCode.draft,
    })
    const ticks = await Promise.all(
      ['logo', 'culture', 'team', 'first-job'].map((task) =>
        call(app, 'PUT', `/api/Companies/${company.id}/onboarding/tasks/${task}`, token, { completed: true }),
      ),
    )
    expect(ticks.map((res) => res.status)).toEqual([200, 200, 200, 200])
    await Promise.all([
      call(app, 'PUT', `/api/Companies/${company.id}`, token, { perks: ['Bikes'] }),
      call(app, 'PUT', `/api/Companies/${company.id}`, token, { values: ['Care'] }),
    ])
    const after = v.parse(
      CompanyProfileSchema,
      (await call(app, 'GET', `/api/Companies/${company.id}`, token)).body.data,
    )
    expect(after.onboardingTasks.filter((t) => t.completed).map((t) => t.id)).toEqual([
      'logo',
      'culture',
      'team',
      'first-job',
    ])
    expect(after.data).toMatchObject({ perks: ['Bikes'], values: ['Care'] })
  })

  it('a renamed company’s jobs are found by the new name', async () => {
    const { app, db } = await createTestApp()
    const employer = await createUser(db, { role: Role.Employer })
    const { token } = await signIn(app, employer.email)
    const company = await insertCompany(db, employer.user.id)
    const job = await insertJob(db, company, { title: 'Welder' })
    const renamed = await call(app, 'PUT', `/api/Companies/${company.id}`, token, {
      name: 'Qwertzu Robotics',
    })
    expect(renamed.status).toBe(200)
    const found = await call<{ items: { id: string }[] }>(app, 'GET', '/api/Job?search=qwertzu')
    expect(found.body.data.items.map((j) => j.id)).toEqual([job.id])
  })
})

describe('company permissions (actor × relation × action)', () => {
  it('owner, account owner, account recruiter, other and anonymous get what seed 2 §6 allows', async () => {
    const { app, db } = await createTestApp()
    const boss = await createUser(db, { role: Role.Employer, firstName: 'Boss' })
    const creator = await createUser(db, { role: Role.Employer, firstName: 'Creator' })
    const recruiter = await createUser(db, { role: Role.Recruiter, firstName: 'Rita' })
    const outsider = await createUser(db, { role: Role.Employer, firstName: 'Otto' })
    const account = await companyAccountOf(db, boss.user.id)
    await addMember(db, account.id, creator.user.id, 'Employer')
    await addMember(db, account.id, recruiter.user.id, 'Recruiter')

    const tokens = {
      owner: await tokenIn(app, creator.email, account.id),
      'account-owner': await tokenIn(app, boss.email, account.id),
      'account-recruiter': await tokenIn(app, recruiter.email, account.id),
      other: (await signIn(app, outsider.email)).token,
      anonymous: null,
    }
    // The recruiter outside the company account (personal account active) is just "other".
    const [personal] = await db.select().from(accounts).where(eq(accounts.ownerUserId, recruiter.user.id))
    const recruiterElsewhere = await tokenIn(app, recruiter.email, personal!.id)
    const active = await insertCompany(db, creator.user.id, { accountId: account.id })
    const draft = await insertCompany(db, creator.user.id, {
      accountId: account.id,
      statusCode: CompanyStatusCode.onboarding,
      visibilityCode: CompanyVisibilityCode.draft,
    })

    type Outcome = number
    const expected: Record<keyof typeof tokens, Record<string, Outcome>> = {
      owner: { viewDraft: 200, edit: 200, status: 200, task: 200, follow: 403 },
      'account-owner': { viewDraft: 200, edit: 200, status: 200, task: 200, follow: 403 },
      'account-recruiter': { viewDraft: 200, edit: 200, status: 403, task: 200, follow: 403 },
      other: { viewDraft: 404, edit: 403, status: 403, task: 403, follow: 200 },
      anonymous: { viewDraft: 404, edit: 401, status: 401, task: 401, follow: 401 },
    }
    for (const [relation, token] of Object.entries(tokens) as [keyof typeof tokens, string | null][]) {
      const outcome = {
        viewDraft: (await call(app, 'GET', `/api/Companies/${draft.id}`, token)).status,
        edit: (await call(app, 'PUT', `/api/Companies/${active.id}`, token, { tagline: `by ${relation}` }))
          .status,
        status: (await call(app, 'PUT', `/api/Companies/${active.id}`, token, { status: 'active' })).status,
        task: (
          await call(app, 'PUT', `/api/Companies/${active.id}/onboarding/tasks/logo`, token, {
            completed: true,
          })
        ).status,
        follow: (await call(app, 'POST', `/api/Companies/${active.id}/follow`, token)).status,
      }
      expect(outcome, relation).toEqual(expected[relation])
      // Everyone may view a public, active company.
      expect((await call(app, 'GET', `/api/Companies/${active.id}`, token)).status, relation).toBe(200)
    }
    expect(
      (await call(app, 'PUT', `/api/Companies/${active.id}`, recruiterElsewhere, { tagline: 'x' })).status,
    ).toBe(403)

    const flags = async (token: string | null) =>
      v.parse(CompanyProfileSchema, (await call(app, 'GET', `/api/Companies/${active.id}`, token)).body.data)
    expect(await flags(tokens['account-recruiter'])).toMatchObject({
      canEdit: true,
      canManage: false,
      isOwner: false,
    })
    expect(await flags(tokens['account-owner'])).toMatchObject({
      canEdit: true,
      canManage: true,
      isOwner: true,
    })
    const insiderView = await flags(tokens.owner)
    expect(insiderView).toMatchObject({ canEdit: true, canManage: true, isOwner: true })
    expect(insiderView.teamMembers.map((m) => m.role).sort()).toEqual(['Admin', 'Employer', 'Recruiter'])
    expect(await flags(tokens.other)).toMatchObject({ canEdit: false, isOwner: false, teamMembers: [] })
  })

  it('enforces the status rules and hides paused, inactive and private companies from others', async () => {
    const { app, db } = await createTestApp()
    const employer = await createUser(db, { role: Role.Employer })
    const { token } = await signIn(app, employer.email)
    const company = await insertCompany(db, employer.user.id)
    const onboarding = await insertCompany(db, employer.user.id, { statusCode: CompanyStatusCode.onboarding })
    const status = async (id: string, value: string) =>
      call(app, 'PUT', `/api/Companies/${id}`, token, { status: value })

    expect((await status(company.id, 'paused')).body.data.status).toBe('paused')
    // Paused: the page stays reachable, the company leaves the public list.
    expect((await call(app, 'GET', `/api/Companies/${company.id}`)).status).toBe(200)
    expect((await status(company.id, 'active')).body.data.status).toBe('active')
    expect((await status(company.id, 'inactive')).body.data.status).toBe('inactive')
    expect((await call(app, 'GET', `/api/Companies/${company.id}`)).status).toBe(404)
    expect((await status(company.id, 'paused')).status).toBe(409)
    expect((await status(company.id, 'active')).status).toBe(200)
    expect((await status(company.id, 'draft')).status).toBe(400)

    const skip = await status(onboarding.id, 'active')
    expect(skip.status).toBe(409)
    expect(skip.body.error.message).toBe('Complete onboarding and publish the company first.')

    const priv = await call(app, 'PUT', `/api/Companies/${company.id}`, token, { visibility: 'private' })
    expect(priv.body.data.visibility).toBe('private')
    expect((await call(app, 'GET', `/api/Companies/${company.id}`)).status).toBe(404)
    expect((await call(app, 'GET', `/api/Companies/${company.id}/stats`)).status).toBe(404)
    expect((await call(app, 'GET', `/api/Companies/${company.id}`, token)).status).toBe(200)
  })
})

describe('GET /api/Companies/{id}', () => {
  it('records a view for visitors (not the owner) and answers 404 for unknown ids and slugs', async () => {
    const { app, db } = await createTestApp()
    const employer = await createUser(db, { role: Role.Employer })
    const visitor = await createUser(db)
    const company = await insertCompany(db, employer.user.id, { views: 10 })
    const ownerToken = (await signIn(app, employer.email)).token
    const visitorToken = (await signIn(app, visitor.email)).token

    const first = await call(app, 'GET', `/api/Companies/${company.id}`)
    expect(v.parse(CompanyProfileSchema, first.body.data).views).toBe(11)
    await call(app, 'GET', `/api/Companies/${company.slug}`, visitorToken)
    await call(app, 'GET', `/api/Companies/${company.id}`, ownerToken)
    const [row] = await db.select().from(companies).where(eq(companies.id, company.id))
    expect(row?.views).toBe(12)
    const [day] = await db.select().from(companyDailyViews).where(eq(companyDailyViews.companyId, company.id))
    expect(day?.views).toBe(2)

    for (const bad of [
      '00000000-0000-4000-8000-000000000000',
      'no-such-company',
      "x'; drop table companies;--",
    ]) {
      const res = await call(app, 'GET', `/api/Companies/${encodeURIComponent(bad)}`)
      expect(res.status, bad).toBe(404)
      expect(res.body.error.code).toBe('NOT_FOUND_ERROR')
    }
    expect((await call(app, 'GET', '/api/Companies/slug/no-such-company')).status).toBe(404)
  })

  it('applies the defaults and the status/visibility names to a bare row', async () => {
    const { app, db } = await createTestApp()
    const employer = await createUser(db, { role: Role.Employer })
    const bare = await insertCompany(db, employer.user.id, {
      name: '',
      industry: null,
      size: null,
      location: null,
    })
    const res = await call(app, 'GET', `/api/Companies/${bare.id}`)
    const company = v.parse(CompanySchema, res.body.data)
    expect(company).toMatchObject({
      name: 'Unnamed Company',
      industry: 'Not specified',
      size: 'Not specified',
      status: 'active',
      visibility: 'public',
    })
    expect(v.parse(CompanyProfileSchema, res.body.data).data).toMatchObject({
      headquarters: null,
      contact: null,
      benefits: null,
      culture: [],
    })
  })

  it('stats count real followers only', async () => {
    const { app, db } = await createTestApp()
    const employer = await createUser(db, { role: Role.Employer })
    const company = await insertCompany(db, employer.user.id)
    const fans = [await createUser(db), await createUser(db), await createUser(db)]
    for (const fan of fans) {
      const { token } = await signIn(app, fan.email)
      expect((await call(app, 'POST', `/api/Companies/${company.id}/follow`, token)).status).toBe(200)
    }
    await db.update(users).set({ isDemo: true }).where(eq(users.id, fans[0]!.user.id))
    const stats = v.parse(
      CompanyStatsSchema,
      (await call(app, 'GET', `/api/Companies/${company.id}/stats`)).body.data,
    )
    expect(stats).toEqual({ jobsCount: 0, followersCount: 2, activeJobsCount: 0 })
    expect((await call(app, 'GET', `/api/Companies/${company.id}`)).body.data.followers).toBe(2)
    expect((await call(app, 'GET', '/api/Companies/not-there/stats')).status).toBe(404)
  })
})
