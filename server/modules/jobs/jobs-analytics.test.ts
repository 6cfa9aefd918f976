import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { JobAnalyticsSchema, type JobAnalytics } from '@/api/jobs/job-analytics'
import { Role } from '@/api/roles'
import type { Db } from '../../db/client'
import type { CompanyRow } from '../../db/schema/companies'
import { jobSaves } from '../../db/schema/jobs'
import { call, companyAccountOf, insertCompany, tokenIn } from '../companies/test-support'
import { insertJob, nonce } from './test-support'
import { createUser, signIn } from '../../test/identity'
import { createTestApp } from '../../test/test-app'

type App = Awaited<ReturnType<typeof createTestApp>>['app']

let app: App
let db: Db
let company: CompanyRow
let employerToken: string

const DAY_MS = 86_400_000

beforeAll(async () => {
  const test = await createTestApp()
  app = test.app
  db = test.db
  const employer = await createUser(db, { role: Role.Employer })
  const account = await companyAccountOf(db, employer.user.id)
  company = await insertCompany(db, employer.user.id, { accountId: account.id, name: `Savers ${nonce()}` })
  employerToken = await tokenIn(app, employer.email, account.id)
})

const seekerToken = async () =>
  (await signIn(app, (await createUser(db, { role: Role.JobSeeker })).email)).token

const analytics = async (jobId: string): Promise<JobAnalytics> =>
  v.parse(
    JobAnalyticsSchema,
    (await call(app, 'GET', `/api/Job/${jobId}/analytics`, employerToken)).body.data,
  )

describe('GET /api/Job/{id}/analytics: saves', () => {
  it('counts the saves that stand, per day and all time, so all time is never below the last 30 days', async () => {
    const job = await insertJob(db, company, { postedDate: new Date(Date.now() - 60 * DAY_MS) })
    const [first, second, third] = [await seekerToken(), await seekerToken(), await seekerToken()]
    for (const token of [first, second, third]) {
      expect((await call(app, 'POST', `/api/Job/${job.id}/save`, token)).status).toBe(200)
    }
    // One of them changes their mind: their save is gone from both figures.
    expect((await call(app, 'DELETE', `/api/Job/${job.id}/save`, third)).status).toBe(200)
    // And someone saved it 45 days ago: all time, not in the last 30 days.
    const early = await createUser(db, { role: Role.JobSeeker })
    await db
      .insert(jobSaves)
      .values({ userId: early.user.id, jobId: job.id, createdAt: new Date(Date.now() - 45 * DAY_MS) })

    const stats = await analytics(job.id)
    const rows = await db.select().from(jobSaves).where(eq(jobSaves.jobId, job.id))
    const since = Date.parse(`${stats.from}T00:00:00Z`)
    const recent = rows.filter((row) => row.createdAt.getTime() >= since)
    expect(stats.totals.saves).toBe(recent.length)
    expect(stats.totals.saves).toBe(2)
    expect(stats.days.at(-1)!.saves).toBe(2)
    expect(stats.lifetime.saves).toBe(rows.length)
    expect(stats.lifetime.saves).toBe(3)
    expect(stats.lifetime.saves).toBeGreaterThanOrEqual(stats.totals.saves)
  })
})
