import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CompanyProfileSchema } from '@/api/companies/company-profile'
import { CompanySchema, CompanyStatsSchema } from '@/api/companies/company'
import { CompanyStatusCode, CompanyVisibilityCode } from '@/api/companies/company-status'
import { Role } from '@/api/roles'
import { accounts } from '../../db/schema/accounts'
import { companies, companyDailyViews } from '../../db/schema/companies'
import { users } from '../../db/schema/users'
import { createUser, signIn } from '../../test/identity'
import { createTestApp } from '../../test/test-app'
import { addMember, call, companyAccountOf, insertCompany, tokenIn } from './test-support'

describe('company permissions (actor × relation × action)', () => {
  it('owner, account owner, account recruiter, other and anonymous get what the item rules allow', async () => {
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
