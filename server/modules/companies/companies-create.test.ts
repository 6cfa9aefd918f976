import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CompanyProfileSchema } from '@/api/companies/company-profile'
import { CompanyStatusCode, CompanyVisibilityCode } from '@/api/companies/company-status'
import { READY_TO_PUBLISH, onboardingProgressLabel } from '@/api/companies/company-onboarding'
import { Role } from '@/api/roles'
import { createUser, signIn } from '../../test/identity'
import { createTestApp } from '../../test/test-app'
import { call, companyAccountOf, insertCompany, insertJob } from './test-support'

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
