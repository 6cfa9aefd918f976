import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../db/schema/users'
import { body, signIn } from '../test/identity'
import { createTestApp, jsonRequest, createTestServiceContext } from '../test/test-app'
import { SAMPLE_ACCOUNTS, SAMPLE_PASSWORD } from './identity-accounts'
import { SEEDERS } from './registry'
import { seedsDue } from './seed-manifest'
import { SAMPLE_JOB_SEEKERS, SAMPLE_RECRUITERS } from './sample-people'
import { runSeeders } from './seeder'

describe('identity seeders', () => {
  // Three full seeding runs (first, skipped, forced) with hundreds of password hashes: tens of seconds on a loaded 2-core
  // machine is slow but not wrong, so this test gets more than the suite's 30 s.
  it('seed the known accounts and the sample people once, deterministically', async () => {
    const { app, db } = await createTestApp()
    expect(await seedsDue(db)).toBe(true)
    await runSeeders(await createTestServiceContext({ db }), SEEDERS)
    // What lets a restarted server skip loading the seeders at all.
    expect(await seedsDue(db)).toBe(false)
    expect(await seedsDue(db, [{ name: 'sample-people', version: 99 }])).toBe(true)
    const sample = await db.select().from(users).where(like(users.email, '%@sample.reelhire.dev'))
    expect(sample).toHaveLength(SAMPLE_JOB_SEEKERS + SAMPLE_RECRUITERS)
    expect(sample.every((u) => u.emailVerifiedAt !== null && u.headline && u.skills.length >= 3)).toBe(true)
    const firstIds = sample.map((u) => u.id).sort()

    expect((await runSeeders(await createTestServiceContext({ db }), SEEDERS)).map((o) => o.status)).toEqual(
      SEEDERS.map(() => 'skipped'),
    )
    await runSeeders(await createTestServiceContext({ db }), SEEDERS, { force: true })
    const again = await db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, '%@sample.reelhire.dev'))
    expect(again.map((u) => u.id).sort()).toEqual(firstIds)

    for (const account of SAMPLE_ACCOUNTS) {
      const res = await app.request(
        '/api/Auth/login',
        jsonRequest({ email: account.email, password: SAMPLE_PASSWORD }),
      )
      expect(res.status, account.email).toBe(200)
      const { data } = await body<{ data: Record<string, unknown> }>(res)
      expect(Boolean(data.requiresTwoFactor), account.email).toBe(account.twoFactor !== null)
    }
    const recruiter = await signIn(app, 'recruiter@reelhire.dev', SAMPLE_PASSWORD)
    const available = await body<{ data: unknown[] }>(
      await app.request('/api/account/available', {
        headers: { authorization: `Bearer ${recruiter.token}` },
      }),
    )
    expect(available.data).toHaveLength(2)

    const [person] = sample
    const blocked = await app.request(
      '/api/Auth/login',
      jsonRequest({ email: person!.email, password: SAMPLE_PASSWORD }),
    )
    expect(blocked.status).toBe(401)
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@reelhire.dev'))
    expect(admin).toMatchObject({ roleCode: 0, twoFactorMethod: 'email' })
  }, 120_000)
})
