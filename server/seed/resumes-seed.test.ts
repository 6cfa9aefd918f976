import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { JsonResumeSchema } from '@/api/resumes/json-resume'
import type { MasterGroup, PublicResumeListResponse } from '@/api/resumes/resume-record'
import { resumes } from '../db/schema/resumes'
import { call } from '../modules/companies/test-support'
import { signIn } from '../test/identity'
import { createTestApp, createTestServiceContext } from '../test/test-app'
import { SAMPLE_PASSWORD, identityAccountsSeeder } from './identity-accounts'
import { SEEDERS } from './registry'
import { resumesSeeder } from './resumes'
import { SAMPLE_JOB_SEEKERS, samplePeopleSeeder } from './sample-people'
import { runSeeders } from './seeder'

describe('sample resumes seeder', () => {
  it('is registered after the people', () => {
    const names = SEEDERS.map((seeder) => seeder.name)
    expect(names.indexOf('sample-resumes')).toBeGreaterThan(names.indexOf('sample-people'))
  })

  it('gives every sample job seeker a master (some a variation), varied privacy, and is idempotent', async () => {
    const { app, db } = await createTestApp()
    const ctx = await createTestServiceContext({ db })
    const started = Date.now()
    await runSeeders(ctx, [identityAccountsSeeder, samplePeopleSeeder, resumesSeeder])
    const rows = await db.select().from(resumes)
    const masters = rows.filter((row) => row.isMaster)
    expect(masters).toHaveLength(SAMPLE_JOB_SEEKERS + 1)
    expect(new Set(masters.map((row) => row.userId)).size).toBe(masters.length)
    const variations = rows.filter((row) => row.parentId !== null)
    expect(variations.length).toBeGreaterThan(SAMPLE_JOB_SEEKERS / 5)
    expect(new Set(rows.map((row) => row.privacy))).toEqual(
      new Set(['public', 'recruiter_only', 'connections', 'private', 'draft']),
    )
    for (const row of rows) expect(v.safeParse(JsonResumeSchema, row.content).success).toBe(true)
    const sample = masters.find((row) => row.privacy === 'public')!
    expect(sample.content.work?.[0]?.highlights?.length).toBe(2)
    expect(sample.content.basics?.name).toBeTruthy()

    await runSeeders(ctx, [resumesSeeder], { force: true })
    expect(await db.select({ id: resumes.id }).from(resumes)).toHaveLength(rows.length)
    expect(Date.now() - started).toBeLessThan(60_000)

    const seeker = (await signIn(app, 'jobseeker@reelhire.dev', SAMPLE_PASSWORD)).token
    const groups = await call<MasterGroup[]>(app, 'GET', '/api/Resume/masterGroups', seeker)
    expect(groups.body.data).toHaveLength(1)
    expect(groups.body.data[0]!.masterResume.privacy).toBe('public')
    expect(groups.body.data[0]!.variations.map((item) => item.privacy)).toEqual(['recruiter_only'])

    const list = await call<PublicResumeListResponse>(app, 'GET', '/api/Resume/public?limit=12', null)
    const publicCount = masters.filter((row) => row.privacy === 'public').length
    expect(list.body.data.total).toBe(publicCount)
    const [first] = await db.select().from(resumes).where(eq(resumes.id, list.body.data.items[0]!.id))
    expect(first?.privacy).toBe('public')
  }, 180_000)
})
