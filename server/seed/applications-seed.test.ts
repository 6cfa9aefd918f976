import { count, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  JobApplicationListSchema,
  MyApplicationListSchema,
  ReviewerPipelineSchema,
} from '@/api/applications/application-lists'
import { JobAlertListSchema } from '@/api/job-alerts/job-alert'
import { applications } from '../db/schema/applications'
import { jobs } from '../db/schema/jobs'
import { call } from '../modules/companies/test-support'
import { signIn } from '../test/identity'
import { createTestApp, createTestServiceContext } from '../test/test-app'
import { applicationsSeeder } from './applications'
import { companiesSeeder } from './companies'
import { SAMPLE_PASSWORD, identityAccountsSeeder } from './identity-accounts'
import { jobsSeeder } from './jobs'
import { SEEDERS } from './registry'
import { samplePeopleSeeder } from './sample-people'
import { runSeeders } from './seeder'

describe('applications seeder', () => {
  it('is registered after the jobs seeder', () => {
    const names = SEEDERS.map((seeder) => seeder.name)
    expect(names.indexOf('applications')).toBeGreaterThan(names.indexOf('jobs'))
  })

  it('seeds the job seeker’s applications in several stages (one stale), a review pipeline and two alerts', async () => {
    const { app, db } = await createTestApp()
    await runSeeders(await createTestServiceContext({ db }), [
      identityAccountsSeeder,
      samplePeopleSeeder,
      companiesSeeder,
      jobsSeeder,
      applicationsSeeder,
    ])
    const seeker = (await signIn(app, 'jobseeker@reelhire.dev', SAMPLE_PASSWORD)).token
    const mine = v.parse(
      MyApplicationListSchema,
      (await call(app, 'GET', '/api/Applications/me', seeker)).body.data,
    )
    expect(mine.total).toBe(4)
    expect(new Set(mine.items.map((item) => item.stage))).toEqual(
      new Set(['interview', 'applied', 'screening', 'rejected']),
    )
    expect(mine.items.filter((item) => item.isStale)).toHaveLength(1)
    expect(mine.items.find((item) => item.isStale)?.ageDays).toBeGreaterThanOrEqual(14)

    const alerts = v.parse(JobAlertListSchema, (await call(app, 'GET', '/api/Job/alerts', seeker)).body.data)
    expect(alerts.items.map((alert) => [alert.frequency, alert.status]).sort()).toEqual([
      ['daily', 'active'],
      ['weekly', 'paused'],
    ])

    const employer = (await signIn(app, 'employer@reelhire.dev', SAMPLE_PASSWORD)).token
    const pipeline = v.parse(
      ReviewerPipelineSchema,
      (await call(app, 'GET', '/api/Applications/pipeline', employer)).body.data,
    )
    expect(pipeline.total).toBeGreaterThanOrEqual(10)
    expect(Object.values(pipeline.totals).filter((n) => n > 0).length).toBeGreaterThanOrEqual(5)
    const busiest = pipeline.jobs.find((job) => job.total > 0)!
    const board = v.parse(
      JobApplicationListSchema,
      (await call(app, 'GET', `/api/Job/${busiest.jobId}/applications`, employer)).body.data,
    )
    expect(board.total).toBe(busiest.total)

    // Counters agree with the rows.
    const [job] = await db.select().from(jobs).where(eq(jobs.id, busiest.jobId))
    const [rows] = await db
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.jobId, busiest.jobId))
    expect(job!.applicationCount).toBeGreaterThanOrEqual(Number(rows!.n))

    // Running again changes nothing.
    await runSeeders(await createTestServiceContext({ db }), [applicationsSeeder], { force: true })
    const again = v.parse(
      MyApplicationListSchema,
      (await call(app, 'GET', '/api/Applications/me', seeker)).body.data,
    )
    expect(again.total).toBe(4)
    const alertsAgain = v.parse(
      JobAlertListSchema,
      (await call(app, 'GET', '/api/Job/alerts', seeker)).body.data,
    )
    expect(alertsAgain.total).toBe(2)
  }, 120_000)
})
