import { and, count, eq, isNull, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { JobListResponseSchema } from '@/api/jobs/job-full'
import { JobSummaryListSchema } from '@/api/jobs/job-summary'
import { SavedJobListSchema } from '@/api/jobs/job-saves'
import { accounts } from '../db/schema/accounts'
import { jobDailyStats, jobs } from '../db/schema/jobs'
import { users } from '../db/schema/users'
import { call } from '../modules/companies/test-support'
import { signIn } from '../test/identity'
import { createTestApp, createTestServiceContext } from '../test/test-app'
import { companiesSeeder } from './companies'
import { SAMPLE_PASSWORD, identityAccountsSeeder } from './identity-accounts'
import { EMPLOYER_JOB_PLANS, SAMPLE_JOB_COUNT, jobsSeeder, seedBenchmarkJobs } from './jobs'
import { SEEDERS } from './registry'
import { samplePeopleSeeder } from './sample-people'
import { runSeeders } from './seeder'

const SEEDS = [identityAccountsSeeder, samplePeopleSeeder, companiesSeeder, jobsSeeder]

describe('jobs seeder', () => {
  it('is registered after the companies seeder', () => {
    const names = SEEDERS.map((seeder) => seeder.name)
    expect(names.indexOf('jobs')).toBeGreaterThan(names.indexOf('companies'))
  })

  it('seeds ≥ 1,500 searchable jobs over the companies, the employer’s own set and the seeker’s saves', async () => {
    const { app, db } = await createTestApp()
    await runSeeders(await createTestServiceContext({ db }), SEEDS)
    const total = Number((await db.select({ n: count() }).from(jobs))[0]!.n)
    expect(total).toBe(SAMPLE_JOB_COUNT + EMPLOYER_JOB_PLANS.length)
    expect(total).toBeGreaterThanOrEqual(1_500)
    expect(Number((await db.select({ n: count() }).from(jobs).where(isNull(jobs.search)))[0]!.n)).toBe(0)
    const statuses = await db.select({ status: jobs.status, n: count() }).from(jobs).groupBy(jobs.status)
    expect(new Set(statuses.map((row) => row.status))).toEqual(
      new Set(['draft', 'active', 'paused', 'closed', 'hired']),
    )
    const companiesWithJobs = await db.selectDistinct({ id: jobs.companyId }).from(jobs)
    expect(companiesWithJobs.length).toBeGreaterThanOrEqual(60)

    // Mostly listed; found by text; hidden ones stay hidden.
    const listed = v.parse(JobListResponseSchema, (await call(app, 'GET', '/api/Job?limit=5')).body.data)
    expect(listed.total).toBeGreaterThan(1_000)
    expect(listed.total).toBeLessThan(total)
    const engineers = v.parse(
      JobListResponseSchema,
      (await call(app, 'GET', '/api/Job?search=engineer')).body.data,
    )
    expect(engineers.total).toBeGreaterThan(20)
    expect(engineers.items[0]!.title.toLowerCase()).toContain('engineer')
    const priced = v.parse(
      JobListResponseSchema,
      (await call(app, 'GET', '/api/Job?salaryMin=100000&isRemote=true')).body.data,
    )
    expect(priced.total).toBeGreaterThan(10)

    // The sample employer (in their company account) sees their jobs of every status, with analytics.
    const [employer] = await db.select().from(users).where(eq(users.email, 'employer@reelhire.dev'))
    const [account] = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.ownerUserId, employer!.id), eq(accounts.kind, 'company')))
    const signedIn = await signIn(app, 'employer@reelhire.dev', SAMPLE_PASSWORD)
    const switched = await call<{ token: string }>(app, 'POST', '/api/account/switch', signedIn.token, {
      accountId: account!.id,
    })
    const employerToken = switched.body.data.token
    const own = v.parse(
      JobSummaryListSchema,
      (await call(app, 'GET', '/api/Job/GetSummaryItems?limit=100', employerToken)).body.data,
    )
    expect(own.total).toBe(EMPLOYER_JOB_PLANS.length)
    expect(new Set(own.items.map((item) => item.status)).size).toBe(5)
    expect(own.items.some((item) => item.isExpired)).toBe(true)
    const live = own.items.find((item) => item.status === 'active' && !item.isExpired)!
    const stats = await db.select().from(jobDailyStats).where(eq(jobDailyStats.jobId, live.id))
    expect(stats.reduce((sum, day) => sum + day.views, 0)).toBe(live.views)

    // The sample job seeker has saved jobs, one closed and one expired.
    const seeker = await signIn(app, 'jobseeker@reelhire.dev', SAMPLE_PASSWORD)
    const saved = v.parse(
      SavedJobListSchema,
      (await call(app, 'GET', '/api/Job/saved', seeker.token)).body.data,
    )
    expect(saved.total).toBeGreaterThanOrEqual(6)
    expect(saved.items.map((item) => item.state)).toEqual(
      expect.arrayContaining(['active', 'closed', 'expired']),
    )

    // Forced again: the same rows, no duplicates.
    await runSeeders(await createTestServiceContext({ db }), [jobsSeeder], { force: true })
    expect(Number((await db.select({ n: count() }).from(jobs))[0]!.n)).toBe(total)

    // Benchmark data tops up to N and is searchable; running it again adds nothing.
    expect(await seedBenchmarkJobs(await createTestServiceContext({ db }), 1_200)).toBe(1_200)
    expect(await seedBenchmarkJobs(await createTestServiceContext({ db }), 1_200)).toBe(0)
    expect(await seedBenchmarkJobs(await createTestServiceContext({ db }), 1_500)).toBe(300)
    expect(Number((await db.select({ n: count() }).from(jobs))[0]!.n)).toBe(total + 1_500)
    expect(
      Number(
        (
          await db
            .select({ n: count() })
            .from(jobs)
            .where(sql`${jobs.search} is null`)
        )[0]!.n,
      ),
    ).toBe(0)
  }, 180_000)
})
