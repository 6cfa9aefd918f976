import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { TalentPoolListSchema, WatchedCandidatesSchema } from '@/api/talent-pools/talent-pool'
import { talentPoolMembers } from '../db/schema/talent-pools'
import { signIn } from '../test/identity'
import { createTestApp, createTestServiceContext } from '../test/test-app'
import { call } from '../modules/companies/test-support'
import { SAMPLE_PASSWORD } from './identity-accounts'
import { SEEDERS } from './registry'
import { runSeeders } from './seeder'

describe('sample talent pools seeder', () => {
  it('gives the sample recruiter pools at every stage and tracked candidates, and duplicates nothing', async () => {
    const { app, db } = await createTestApp()
    await runSeeders(await createTestServiceContext({ db }), SEEDERS)
    const recruiter = await signIn(app, 'recruiter@reelhire.dev', SAMPLE_PASSWORD)
    const pools = v.parse(
      TalentPoolListSchema,
      (await call(app, 'GET', '/api/TalentPool', recruiter.token)).body.data,
    )
    expect(pools.items.map((pool) => [pool.name, pool.memberCount])).toEqual([
      ['Data engineering shortlist', 6],
      ['Frontend talent, EMEA', 4],
    ])
    const shortlist = pools.items[0]!
    expect(Object.values(shortlist.stageCounts).every((n) => n === 1)).toBe(true)
    const watched = v.parse(
      WatchedCandidatesSchema,
      (await call(app, 'GET', '/api/TalentPool/watched', recruiter.token)).body.data,
    )
    expect(watched.total).toBe(3)

    // The employer shares the company's pool, not the recruiter's own; a job seeker sees none.
    const employer = await signIn(app, 'employer@reelhire.dev', SAMPLE_PASSWORD)
    const theirs = await call(app, 'GET', '/api/TalentPool', employer.token)
    expect((theirs.body.data as { items: { name: string }[] }).items.map((pool) => pool.name)).toEqual([
      'Data engineering shortlist',
    ])
    const seeker = await signIn(app, 'jobseeker@reelhire.dev', SAMPLE_PASSWORD)
    expect((await call(app, 'GET', '/api/TalentPool', seeker.token)).body.data).toEqual({
      items: [],
      total: 0,
    })

    const count = (await db.select().from(talentPoolMembers)).length
    await runSeeders(await createTestServiceContext({ db }), SEEDERS, { force: true })
    expect(await db.select().from(talentPoolMembers)).toHaveLength(count)
  }, 300_000)
})
