import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CompanyListResponseSchema } from '@/api/companies/company'
import { CompanyProfileSchema } from '@/api/companies/company-profile'
import { FollowedCompaniesSchema } from '@/api/companies/company-follow'
import { INDUSTRIES } from '@/api/companies/company-industries'
import { companies } from '../db/schema/companies'
import { users } from '../db/schema/users'
import { call } from '../modules/companies/test-support'
import { signIn } from '../test/identity'
import { createTestApp, createTestServiceContext } from '../test/test-app'
import { SAMPLE_LISTED_COMPANIES, companiesSeeder } from './companies'
import { SAMPLE_PASSWORD, identityAccountsSeeder } from './identity-accounts'
import { SEEDERS } from './registry'
import { samplePeopleSeeder } from './sample-people'
import { runSeeders } from './seeder'

const SEEDS = [identityAccountsSeeder, samplePeopleSeeder, companiesSeeder]

describe('companies seeder', () => {
  it('is registered after the identity seeders', () => {
    const names = SEEDERS.map((seeder) => seeder.name)
    expect(names.indexOf('companies')).toBeGreaterThan(names.indexOf('sample-people'))
    expect(names.indexOf('sample-people')).toBeGreaterThan(names.indexOf('identity-accounts'))
  })

  it('seeds ≥ 60 listed companies across the 40 industries, hidden ones that stay hidden, deterministically', async () => {
    const { app, db } = await createTestApp()
    await runSeeders(await createTestServiceContext({ db }), SEEDS)
    const rows = await db.select().from(companies)
    const ids = rows.map((row) => row.id).sort()

    const listed = v.parse(
      CompanyListResponseSchema,
      (await call(app, 'GET', '/api/Companies/public?limit=100')).body.data,
    )
    expect(listed.total).toBe(SAMPLE_LISTED_COMPANIES)
    expect(new Set(listed.items.map((c) => c.industry))).toEqual(new Set(INDUSTRIES))
    // Hidden kinds exist in the database but never in the list.
    expect(rows.length).toBeGreaterThan(listed.total)
    expect(rows.some((row) => row.isDemo)).toBe(true)
    const hiddenNames = rows
      .filter((row) => !listed.items.some((c) => c.id === row.id))
      .map((row) => row.name)
    expect(hiddenNames).toContain('New Company')

    // Full profiles.
    const detail = v.parse(
      CompanyProfileSchema,
      (await call(app, 'GET', `/api/Companies/${listed.items[0]!.id}`)).body.data,
    )
    expect(detail.data.headquarters?.city).toBeTruthy()
    expect(detail.data.contact?.email).toMatch(/@/)
    expect(detail.data.benefits).not.toBeNull()
    expect(detail.data.values.length).toBeGreaterThanOrEqual(3)
    expect(detail.data.techStack.length).toBeGreaterThanOrEqual(3)
    expect(detail.description).toBeTruthy()
    expect(detail.onboardingProgress).toBe(100)

    // The sample employer owns an active company and one in onboarding.
    const [employer] = await db.select().from(users).where(eq(users.email, 'employer@reelhire.dev'))
    const own = rows.filter((row) => row.ownerUserId === employer!.id)
    expect(own.map((row) => row.statusCode).sort()).toEqual([1, 2])
    const { token } = await signIn(app, 'employer@reelhire.dev', SAMPLE_PASSWORD)
    const onboarding = own.find((row) => row.statusCode === 1)!
    const mine = v.parse(
      CompanyProfileSchema,
      (await call(app, 'GET', `/api/Companies/${onboarding.id}`, token)).body.data,
    )
    expect(mine).toMatchObject({ status: 'onboarding', canEdit: true, isOwner: true, onboardingProgress: 50 })

    // The sample job seeker follows some of them.
    const seeker = await signIn(app, 'jobseeker@reelhire.dev', SAMPLE_PASSWORD)
    const followed = v.parse(
      FollowedCompaniesSchema,
      (await call(app, 'GET', '/api/Companies/me/followed', seeker.token)).body.data,
    )
    expect(followed.length).toBe(5)

    // Again: skipped; forced: the same rows, no duplicates.
    expect((await runSeeders(await createTestServiceContext({ db }), SEEDS)).map((o) => o.status)).toEqual([
      'skipped',
      'skipped',
      'skipped',
    ])
    await runSeeders(await createTestServiceContext({ db }), SEEDS, { force: true })
    expect((await db.select({ id: companies.id }).from(companies)).map((row) => row.id).sort()).toEqual(ids)
  }, 120_000)
})
