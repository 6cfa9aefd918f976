import { and, count, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { COMPANY_SIZES, type CompanySize } from '@/api/companies/company-sizes'
import { JobAnalyticsSchema } from '@/api/jobs/job-analytics'
import { accounts } from '../db/schema/accounts'
import { companies } from '../db/schema/companies'
import { jobSaves, jobs } from '../db/schema/jobs'
import { users } from '../db/schema/users'
import { call } from '../modules/companies/test-support'
import { signIn } from '../test/identity'
import { createTestApp, createTestServiceContext } from '../test/test-app'
import { MAX_OPEN_JOBS } from './company-size'
import { findGeneratedFiller } from './generated-filler'
import { SAMPLE_PASSWORD } from './identity-accounts'
import { SEEDERS } from './registry'
import { openJobsBySize, sampleTexts, textsNotFromTemplates } from './sample-checks'
import { runSeeders } from './seeder'

describe('sample data', () => {
  it('reads like real companies, jobs and people: every text from the project’s templates, no generated filler', async () => {
    const { db } = await createTestApp()
    await runSeeders(await createTestServiceContext({ db }), SEEDERS)

    const filler = (await sampleTexts(db))
      .map(({ where, text }) => ({ where, kind: findGeneratedFiller(text) }))
      .filter((found) => found.kind !== null)
    expect(filler).toEqual([])
    expect(await textsNotFromTemplates(db)).toEqual([])
  }, 180_000)

  it('sizes companies by their open jobs: a company of 1-10 people has a few, larger ones more', async () => {
    const { db } = await createTestApp()
    await runSeeders(await createTestServiceContext({ db }), SEEDERS)
    const sized = await openJobsBySize(db)
    expect(sized.filter((row) => row.open > MAX_OPEN_JOBS[row.size])).toEqual([])
    expect(
      Math.max(...sized.filter((row) => row.size === '1-10').map((row) => row.open)),
    ).toBeLessThanOrEqual(3)
    const average = (size: CompanySize) => {
      const of = sized.filter((row) => row.size === size)
      return of.reduce((sum, row) => sum + row.open, 0) / of.length
    }
    const present = COMPANY_SIZES.filter((size) => sized.some((row) => row.size === size))
    expect(present.length).toBeGreaterThanOrEqual(4)
    const averages = present.map(average)
    // Larger companies have more open jobs on average, size by size.
    expect([...averages].sort((a, b) => a - b)).toEqual(averages)
    expect(averages.at(-1)!).toBeGreaterThan(10 * averages[0]!)
  }, 180_000)

  it('seeds saves as rows: counters agree with them, and a job’s analytics show them the same in 30 days and all time', async () => {
    const { app, db } = await createTestApp()
    await runSeeders(await createTestServiceContext({ db }), SEEDERS)
    const drift = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        sql`${jobs.saveCount} <> (select count(*) from ${jobSaves} where ${jobSaves.jobId} = ${jobs.id})`,
      )
    expect(drift).toEqual([])

    const [employer] = await db.select().from(users).where(eq(users.email, 'employer@reelhire.dev'))
    const owned = await db
      .select({ id: jobs.id, saves: jobs.saveCount })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(and(eq(companies.ownerUserId, employer!.id), eq(jobs.status, 'active')))
    expect(owned.reduce((sum, job) => sum + job.saves, 0)).toBeGreaterThan(20)
    // Acting in the company account, where the sample recruiter's jobs are the employer's to analyse too.
    const [account] = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.ownerUserId, employer!.id), eq(accounts.kind, 'company')))
    const signedIn = await signIn(app, 'employer@reelhire.dev', SAMPLE_PASSWORD)
    const switched = await call<{ token: string }>(app, 'POST', '/api/account/switch', signedIn.token, {
      accountId: account!.id,
    })
    const token = switched.body.data.token
    for (const job of owned) {
      const res = await call(app, 'GET', `/api/Job/${job.id}/analytics`, token)
      expect(res.status).toBe(200)
      const stats = v.parse(JobAnalyticsSchema, res.body.data)
      const [rows] = await db.select({ n: count() }).from(jobSaves).where(eq(jobSaves.jobId, job.id))
      expect(stats.lifetime.saves).toBe(Number(rows!.n))
      expect(stats.lifetime.saves).toBeGreaterThanOrEqual(stats.totals.saves)
    }
  }, 180_000)
})
